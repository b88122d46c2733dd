/**
 * Failed recalls counted per quote reference and per client. A reference is shown on screen and in
 * e-mails and a postcode is easy to find, so without a limit the date of birth falls to guessing
 * (a century of birthdays is about five minutes at full speed). After a few failures, recall answers
 * 429 with Retry-After until the window ends, even for the right answer.
 */
export const RECALL_WINDOW_MS = 15 * 60_000;
/** Failures allowed per reference in a window: enough for a customer's typos, far too few to guess. */
export const MAX_FAILURES_PER_REFERENCE = 5;
/** Failures allowed per client (one address trying many references) in a window. */
export const MAX_FAILURES_PER_CLIENT = 20;
/** Counters kept at most; the oldest go first, so failures cannot grow memory without end. */
const MAX_KEYS = 50_000;

interface Counter {
  failures: number;
  windowEnds: number;
}

export class RecallLimits {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds until recall may be tried again for this reference from this client; 0 when allowed now. */
  retryAfter(reference: string, client: string): number {
    const now = this.now();
    const waits = [
      this.wait(`ref:${reference}`, MAX_FAILURES_PER_REFERENCE, now),
      this.wait(`client:${client}`, MAX_FAILURES_PER_CLIENT, now),
    ];
    return Math.max(...waits);
  }

  fail(reference: string, client: string): void {
    const now = this.now();
    this.count(`ref:${reference}`, now);
    this.count(`client:${client}`, now);
  }

  /** A right answer forgets the reference's failures (the customer got there), not the client's. */
  succeed(reference: string): void {
    this.counters.delete(`ref:${reference}`);
  }

  private wait(key: string, max: number, now: number): number {
    const counter = this.counters.get(key);
    if (!counter || counter.windowEnds <= now || counter.failures < max) return 0;
    return Math.ceil((counter.windowEnds - now) / 1000);
  }

  private count(key: string, now: number): void {
    const counter = this.counters.get(key);
    if (counter && counter.windowEnds > now) {
      counter.failures += 1;
      return;
    }
    this.counters.delete(key);
    while (this.counters.size >= MAX_KEYS) this.counters.delete(this.counters.keys().next().value as string);
    this.counters.set(key, { failures: 1, windowEnds: now + RECALL_WINDOW_MS });
  }
}
