import { memo } from 'react';
import { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group';

const YES_NO: readonly RadioOption<boolean>[] = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

export type YesNoProps = Omit<RadioGroupProps<boolean>, 'options' | 'inline'>;

/** The many Yes/No questions of the form; the answer is true, false, or null while unanswered. */
export const YesNo = memo(function YesNo(props: YesNoProps) {
  return <RadioGroup {...props} options={YES_NO} inline />;
});
