import { memo, type HTMLAttributes } from 'react';
import { cx } from './cx';
import { Field, type FieldBaseProps } from './field';

export interface TextInputProps extends FieldBaseProps {
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  type?: 'text' | 'email' | 'tel' | 'search';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  spellCheck?: boolean;
  maxLength?: number;
  /** Narrower inputs hint at the expected length (GOV.UK's width classes). */
  width?: 'full' | 'medium' | 'short';
}

/** A plain labelled text input: names, e-mail, free text. */
export const TextInput = memo(function TextInput(props: TextInputProps) {
  const { value, onChange, onBlur, name, type = 'text', autoComplete, inputMode, spellCheck, maxLength, width = 'full' } = props;
  return (
    <Field {...props}>
      {(control) => (
        <input
          {...control}
          className={cx('mq-input', `mq-input--${width}`)}
          type={type}
          name={name}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          inputMode={inputMode}
          spellCheck={spellCheck}
          maxLength={maxLength}
          disabled={props.disabled}
          required={props.required}
        />
      )}
    </Field>
  );
});
