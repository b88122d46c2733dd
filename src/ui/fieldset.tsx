import type { FocusEvent, ReactNode } from 'react';
import { cx } from './cx';
import { FieldError, FieldHint, fieldIds } from './field-messages';
import { WhyWeAsk } from './why-we-ask';
import type { Message } from '../config/label-message';

interface FieldsetProps {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  why?: string;
  error?: Message | null;
  touched?: boolean;
  className?: string;
  /** Called when focus leaves the whole group, not when it moves between its radios. */
  onBlur?: () => void;
  children: ReactNode;
}

/**
 * A group of controls answering one question (radios, a set of checkboxes): the legend is the
 * question, and the fieldset is described by the hint and the error as GOV.UK does.
 */
export function Fieldset({ id, legend, hint, why, error, touched, className, onBlur, children }: FieldsetProps) {
  const { hintId, errorId, describedBy, showError } = fieldIds(id, hint, error, touched);
  const onGroupBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (onBlur && !event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
  return (
    <fieldset
      className={cx('mq-field', showError && 'mq-field--error', className)}
      aria-describedby={describedBy}
      data-invalid={showError || undefined}
      onBlur={onGroupBlur}
    >
      <legend className="mq-label mq-legend">{legend}</legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={errorId} message={showError ? error : null} />
      {why ? <WhyWeAsk id={id} text={why} /> : null}
    </fieldset>
  );
}
