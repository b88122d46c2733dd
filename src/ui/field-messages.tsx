import type { ReactNode } from 'react';
import { ErrorIcon } from './icons';
import { useUiText } from './ui-text';
import type { Message } from '../config/label-message';

/** Ids and flags shared by every labelled control: the hint and error it is described by. */
export interface FieldIds {
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
  showError: boolean;
}

/**
 * An error is shown once the field is touched; callers that decide visibility themselves may omit
 * `touched`. The hint comes before the error in aria-describedby, as it does on screen.
 */
export function fieldIds(id: string, hint: ReactNode, error: Message | null | undefined, touched = true): FieldIds {
  const showError = Boolean(error) && touched;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = showError ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy, showError };
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!children) return null;
  return (
    <div id={id} className="mq-hint">
      {children}
    </div>
  );
}

/**
 * The error text with an icon and a hidden "Error:" prefix, so it never relies on colour. The
 * polite live region stays mounted so an error that appears after a typing pause is announced.
 */
export function FieldError({ id, message }: { id: string | undefined; message: Message | null | undefined }) {
  const text = useUiText();
  return (
    <div aria-live="polite">
      {id && message ? (
        <p id={id} className="mq-error-message">
          <ErrorIcon className="mq-icon mq-error-message__icon" />
          <span className="mq-visually-hidden">{text.t('ui.errorPrefix')} </span>
          {text.message(message)}
        </p>
      ) : null}
    </div>
  );
}
