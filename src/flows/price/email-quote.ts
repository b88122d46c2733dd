import { isApiError } from '../../api/api-error';
import type { Widget } from '../../widget/widget';
import { minutesToWait } from '../recall/recall-quote';

/** What pressing 'Save or email this quote' came to. */
export type EmailQuoteResult =
  | { kind: 'sent' }
  /** The insurer limits how often the e-mail is sent (429): it says when to try again. */
  | { kind: 'rate-limited'; minutes: number }
  | { kind: 'failed' };

/** The quote e-mail on request: docs/product/questions.md#email-yourself-this-quote says a 200 means sent; any other failure only leaves the button to press again. */
export const emailQuote = (widget: Pick<Widget, 'api'>, uuid: string): Promise<EmailQuoteResult> =>
  mailResult(widget.api.sendQuoteEmail(uuid));

/** What an e-mail she asked for came to: the quote's, or the copy before she pays (flows/summary/email-copy.ts). */
export const mailResult = (sending: Promise<boolean>): Promise<EmailQuoteResult> =>
  sending.then(
    (sent): EmailQuoteResult => (sent ? { kind: 'sent' } : { kind: 'failed' }),
    (error: unknown): EmailQuoteResult =>
      isApiError(error) && error.status === 429
        ? { kind: 'rate-limited', minutes: minutesToWait(error.retryAfterSeconds) }
        : { kind: 'failed' },
  );
