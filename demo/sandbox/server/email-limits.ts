import { BoundedTable } from './bounded-table';
import { mailboxKey } from './mailbox';
import { MAX_LIMIT_KEYS, type Refusal } from './recall-limits';

/**
 * How often the quote e-mail may be sent: per proposal and per mailbox (every spelling of one
 * address counts as one: mailbox.ts), in a sliding hour. The e-mail goes out under the brand to the
 * address on the proposal, so without a limit the API is a way to send the brand's mail to anyone,
 * as often as asked (docs/security.md). Past a limit the call answers 429 with Retry-After, and the
 * widget says when to try again. Like the recall counters (recall-limits.ts), a refused send
 * stores nothing and a full table refuses rather than forgets.
 */
export const EMAIL_WINDOW_MS = 60 * 60_000;
/** Quote e-mails per proposal in the window: a customer asks once or twice. */
export const MAX_EMAILS_PER_PROPOSAL = 3;
/** Quote e-mails to one mailbox in the window, whichever proposals they are for. */
export const MAX_EMAILS_PER_RECIPIENT = 5;
/**
 * The e-mail a quote being made sends (routes/quote.ts), to one mailbox in the window: counted on a
 * key of its own, so a quote made never uses up the customer's own sends above.
 */
export const MAX_QUOTE_MADE_EMAILS_PER_RECIPIENT = 5;

export class EmailLimits {
  /** Send times per key, oldest first; a key expires an hour after its last send. */
  private readonly sent: BoundedTable<number[]>;

  constructor(
    private readonly now: () => number = Date.now,
    capacity = MAX_LIMIT_KEYS,
  ) {
    this.sent = new BoundedTable(capacity, (times) => (times.at(-1) ?? 0) + EMAIL_WINDOW_MS);
  }

  /**
   * Takes one send for the proposal and the recipient's mailbox, or answers the seconds until one
   * is free (nothing is taken then). Synchronous: requests sent at once cannot all pass one check.
   */
  take(uuid: string, recipient: string): Refusal | null {
    return this.takeKeys([`proposal:${uuid}`, `to:${mailboxKey(recipient)}`], [MAX_EMAILS_PER_PROPOSAL, MAX_EMAILS_PER_RECIPIENT]);
  }

  /**
   * Takes one send of a saved-answers link (routes/saved-answers.ts): counted on the mailbox's own
   * key with the quote e-mails, so no mix of the two sends the brand's mail to one address more often.
   */
  takeSavedAnswers(recipient: string): Refusal | null {
    return this.takeKeys([`to:${mailboxKey(recipient)}`], [MAX_EMAILS_PER_RECIPIENT]);
  }

  /** Takes one send of the e-mail a quote being made sends; false when the mailbox has had its share. */
  takeQuoteMade(recipient: string): boolean {
    return this.takeKeys([`made:${mailboxKey(recipient)}`], [MAX_QUOTE_MADE_EMAILS_PER_RECIPIENT]) === null;
  }

  private takeKeys(keys: readonly string[], maxima: readonly number[]): Refusal | null {
    const now = this.now();
    const times = keys.map((key) => (this.sent.get(key, now) ?? []).filter((at) => at > now - EMAIL_WINDOW_MS));
    const full = times.filter((list, i) => list.length >= maxima[i]);
    if (full.length > 0) return { retryAfter: Math.max(1, ...full.map((list) => Math.ceil((list[0] + EMAIL_WINDOW_MS - now) / 1000))) };
    const fresh = keys.filter((key) => this.sent.get(key, now) === undefined).length;
    if (!this.sent.room(fresh, now)) return { retryAfter: this.sent.secondsUntilRoom(now), full: true };
    keys.forEach((key, i) => this.sent.set(key, [...times[i], now]));
    return null;
  }
}
