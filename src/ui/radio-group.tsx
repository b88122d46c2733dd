import { memo, type ReactNode } from 'react';
import { cx } from './cx';
import type { FieldBaseProps } from './field';
import { Fieldset } from './fieldset';

export type RadioValue = string | number | boolean;

export interface RadioOption<T extends RadioValue> {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps<T extends RadioValue> extends FieldBaseProps {
  options: readonly RadioOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  onBlur?: () => void;
  name?: string;
  /** Side by side for short answers such as Yes and No. */
  inline?: boolean;
}

/**
 * A question answered by one of a few choices: a fieldset whose legend is the question, each choice
 * a large card the whole of which is clickable (its label stretches over it in CSS). The first radio carries the group's id so an error
 * summary link lands on it. docs/product/validation.md#what-is-checked: every radio question is required; that is said by the question
 * and checked by its rules, never by native `required`, which makes an unanswered group ':invalid'
 * at once, so NVDA and VoiceOver read 'invalid' before the customer has answered anything.
 */
function RadioGroupInner<T extends RadioValue>(props: RadioGroupProps<T>) {
  const { id, options, value, onChange, onBlur, inline } = props;
  const name = props.name ?? id;
  return (
    <Fieldset
      id={id}
      legend={props.label}
      hint={props.hint}
      why={props.why}
      error={props.error}
      touched={props.touched}
      className={props.className}
      onBlur={onBlur}
    >
      <div className={cx('mq-radios', inline && 'mq-radios--inline')}>
        {options.map((option, index) => {
          const inputId = index === 0 ? id : `${id}-${index}`;
          const checked = value === option.value;
          return (
            <div key={String(option.value)} className={cx('mq-choice', checked && 'is-checked')}>
              <input
                id={inputId}
                className="mq-choice__input"
                type="radio"
                name={name}
                value={String(option.value)}
                checked={checked}
                onChange={() => onChange(option.value)}
                disabled={props.disabled}
                aria-describedby={option.hint ? `${inputId}-hint` : undefined}
              />
              <span className="mq-choice__text">
                <label className="mq-choice__label" htmlFor={inputId}>
                  {option.label}
                </label>
                {option.hint ? (
                  <span id={`${inputId}-hint`} className="mq-hint mq-choice__hint">
                    {option.hint}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}

export const RadioGroup = memo(RadioGroupInner) as typeof RadioGroupInner;
