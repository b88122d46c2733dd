import { memo, useCallback, useState } from 'react';
import { TextInput } from '../src/ui/text-input';

const COUNT = 150;
const ids = Array.from({ length: COUNT }, (_, index) => index);

// Each field holds its own value: the page is as wide as the real form's worst case, and a keystroke
// should cost one field's render, whatever the number of fields (`npm run bench` measures it).
const OneField = memo(function OneField({ index }: { index: number }) {
  const [value, setValue] = useState('');
  const onChange = useCallback((next: string) => setValue(next), []);
  return <TextInput id={`g-many-${index}`} label={`Field ${index + 1}`} value={value} onChange={onChange} width="medium" />;
});

/** 150 text fields, shown at /ui.html?fields=150 for the keystroke benchmark. */
export function GalleryManyFields() {
  return (
    <form className="mq-step-body" aria-label={`${COUNT} fields`} onSubmit={(event) => event.preventDefault()}>
      {ids.map((index) => (
        <OneField key={index} index={index} />
      ))}
    </form>
  );
}
