import { memo, useMemo } from 'react';
import { useUiText } from './ui-text';
import { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group';

export type YesNoProps = Omit<RadioGroupProps<boolean>, 'options' | 'inline'>;

/** The many Yes/No questions of the form; the answer is true, false, or null while unanswered. */
export const YesNo = memo(function YesNo(props: YesNoProps) {
  const { t } = useUiText();
  // Built once per label set, so the memoised radio group does not re-render on every keystroke.
  const options = useMemo(
    (): readonly RadioOption<boolean>[] => [
      { value: true, label: t('yes') },
      { value: false, label: t('no') },
    ],
    [t],
  );
  return <RadioGroup {...props} options={options} inline />;
});
