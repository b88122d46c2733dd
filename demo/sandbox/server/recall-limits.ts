/**
 * Recall attempts counted per quote reference and per client. A reference is shown on screen and in
 * e-mails and a postcode is easy to find, so without a limit the date of birth falls to guessing
 * (a century of birthdays is about five minutes at full speed). Each attempt is reserved before any
 * other work (reserve, then check), so a burst of guesses sent at once meets the same limit as
 * guesses sent one by one; a right answer gives its reservation back. Past the limit, recall
 * answers 429 with Retry-After until the window ends, even for the right answer.
 *
 * The counters live in this process's memory: enough for the sandbox. An API run as several
 * instances must keep them in a store they share, with an atomic increment and an expiry (docs/security.md#what-the-api-must-hold-to:
 * for example Redis INCR then EXPIRE on first use).
 */
export const RECALL_WINDOW_MS = 15 * 60_000;
/** Attempts allowed per reference in a window: enough for a customer's typos, far too few to guess. */
export const MAX_FAILURES_PER_REFERENCE = 5;
/** Attempts allowed per client (one address trying many references) in a window. */
export const MAX_FAILURES_PER_CLIENT = 20;
/**
 * Every recall that is not refused answers no sooner than this after it arrived: well above the
 * spread of a file read, so a known reference and an unknown one take the same time.
 */
export const RECALL_ANSWER_MS = 150;
/** Counters kept at most; the oldest go first, so failures cannot grow memory without end. */
const MAX_KEYS = 50_000;

interface Counter {
  attempts: number;
  windowEnds: number;
}

/** An attempt let through: give it back with release() when it was the right answer. */
export interface Reservation {
  reference: string;
  client: string;
}

export class RecallLimits {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Counts one attempt for this reference and this client, synchronously (no await between the
   * count and the check, so concurrent requests cannot all pass one check). Answers the
   * reservation, or the seconds to wait when either count is past its limit (that attempt is not
   * kept: a refused attempt guessed nothing).
   */
  reserve(reference: string, client: string): Reservation | { retryAfter: number } {
    const now = this.now();
    const ref = this.count(`ref:${reference}`, now);
    const who = this.count(`client:${client}`, now);
    if (ref.attempts <= MAX_FAILURES_PER_REFERENCE && who.attempts <= MAX_FAILURES_PER_CLIENT) return { reference, client };
    ref.attempts -= 1;
    who.attempts -= 1;
    const waits = [ref, who].filter((c, i) => c.attempts >= [MAX_FAILURES_PER_REFERENCE, MAX_FAILURES_PER_CLIENT][i]);
    return { retryAfter: Math.max(1, ...waits.map((c) => Math.ceil((c.windowEnds - now) / 1000))) };
  }

  /** A right answer gives its attempt back to both counts (the customer got there). */
  release({ reference, client }: Reservation): void {
    for (const key of [`ref:${reference}`, `client:${client}`]) {
      const counter = this.counters.get(key);
      if (counter && counter.attempts > 0) counter.attempts -= 1;
    }
  }

  private count(key: string, now: number): Counter {
    const counter = this.counters.get(key);
    if (counter && counter.windowEnds > now) {
      counter.attempts += 1;
      return counter;
    }
    this.counters.delete(key);
    while (this.counters.size >= MAX_KEYS) this.counters.delete(this.counters.keys().next().value as string);
    const fresh = { attempts: 1, windowEnds: now + RECALL_WINDOW_MS };
    this.counters.set(key, fresh);
    return fresh;
  }
}
