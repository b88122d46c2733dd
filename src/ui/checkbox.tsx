import { memo } from 'react';
import { cx } from './cx';
import type { FieldBaseProps } from './field';
import { FieldError, FieldHint, fieldIds } from './field-messages';

export interface CheckboxProps extends Omit<FieldBaseProps, 'why'> {
  checked: boolean | null;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
}

/** One tick box with its label beside it, as for the summary's declarations. */
export const Checkbox = memo(function Checkbox(props: CheckboxProps) {
  const { id, checked, onChange, onBlur } = props;
  const { hintId, errorId, describedBy, showError } = fieldIds(id, props.hint, props.error, props.touched);
  return (
    <div className={cx('mq-field', showError && 'mq-field--error', props.className)} data-invalid={showError || undefined}>
      <div className={cx('mq-choice', 'mq-choice--checkbox', checked && 'is-checked')}>
        <input
          id={id}
          className="mq-choice__input"
          type="checkbox"
          name={props.name}
          checked={Boolean(checked)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          disabled={props.disabled}
          required={props.required}
          aria-describedby={describedBy}
          aria-invalid={showError || undefined}
        />
        <span className="mq-choice__text">
          <label className="mq-choice__label" htmlFor={id}>
            {props.label}
          </label>
          <FieldHint id={hintId}>{props.hint}</FieldHint>
        </span>
      </div>
      <FieldError id={errorId} message={showError ? props.error : null} />
    </div>
  );
});
