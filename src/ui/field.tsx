import type { ReactNode } from 'react';
import { cx } from './cx';
import { FieldError, FieldHint, fieldIds } from './field-messages';
import { WhyWeAsk } from './why-we-ask';
import type { Message } from '../config/label-message';

/** Props every labelled primitive shares. Primitives are controlled: the form owns value and error. */
export interface FieldBaseProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** What the answer is used for: a "Why we ask this" disclosure under the answer (Field and Fieldset show it). */
  why?: string;
  error?: Message | null;
  touched?: boolean;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

/** What the control inside a Field spreads on itself to be labelled and described. */
export interface ControlA11y {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldProps extends Omit<FieldBaseProps, 'disabled' | 'required'> {
  children: (control: ControlA11y) => ReactNode;
}

/**
 * A visible bold label, an optional hint, the control and its error underneath (docs/product/validation.md#what-is-checked: an error
 * shows under its field), then any "Why we ask this". The wrapper carries
 * data-invalid so scrollToFirstError can find any kind of field, fieldsets included.
 */
export function Field({ id, label, hint, why, error, touched, className, children }: FieldProps) {
  const { hintId, errorId, describedBy, showError } = fieldIds(id, hint, error, touched);
  return (
    <div className={cx('mq-field', showError && 'mq-field--error', className)} data-invalid={showError || undefined}>
      <label id={`${id}-label`} className="mq-label" htmlFor={id}>
        {label}
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': showError || undefined })}
      <FieldError id={errorId} message={showError ? error : null} />
      {why ? <WhyWeAsk id={id} text={why} /> : null}
    </div>
  );
}
