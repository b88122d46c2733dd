import { memo, useId, useLayoutEffect, useRef } from 'react';
import { focusById } from './focus-error';
import { useUiText } from './ui-text';
import type { Message } from '../config/label-message';

export interface SummaryError {
  /** The id of the field's control (for radios, the first radio). */
  id: string;
  message: Message;
}

interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  /** The label 'ui.errorSummaryTitle' unless given. */
  title?: string;
  /** Change it (e.g. a submit count) to take focus again when a new attempt fails with the same errors. */
  focusKey?: unknown;
}

/**
 * The form-level list of problems. It takes focus when shown so keyboard and screen-reader users
 * land on it; each link moves focus to its field. Links are handled in script: the widget is in a
 * shadow root and uses the hash for routing, so a fragment link would change the route instead.
 */
export const ErrorSummary = memo(function ErrorSummary({ errors, title, focusKey }: ErrorSummaryProps) {
  const text = useUiText();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = errors.length > 0;

  // A layout effect: focus moves in the same commit that shows the summary, so no keystroke or
  // screen-reader cursor lands on the old focus in between (a passive effect may wait a frame).
  useLayoutEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, focusKey]);

  if (!shown) return null;
  return (
    <div ref={ref} className="mq-error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="mq-error-summary__title">
        {title ?? text.t('ui.errorSummaryTitle')}
      </h2>
      <ul className="mq-error-summary__list">
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                event.preventDefault();
                focusById(event.currentTarget, error.id);
              }}
            >
              {text.message(error.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
