import { BoundedTable } from './bounded-table';

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
 * for example Redis INCR then EXPIRE on first use), and the same two rules there: a refused attempt
 * writes nothing, and a full store refuses rather than evicts a live counter (no LRU eviction policy).
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
/** Counters kept at most: a full table of live counters refuses new ones (bounded-table.ts). */
export const MAX_LIMIT_KEYS = 50_000;

interface Counter {
  attempts: number;
  windowEnds: number;
}

/** An attempt let through: give it back with release() when it was the right answer. */
export interface Reservation {
  reference: string;
  client: string;
}

/** An attempt refused: the seconds to wait; `full` when the table had no room (503, not 429). */
export interface Refusal {
  retryAfter: number;
  full?: true;
}

export class RecallLimits {
  private readonly counters: BoundedTable<Counter>;

  constructor(
    private readonly now: () => number = Date.now,
    capacity = MAX_LIMIT_KEYS,
  ) {
    this.counters = new BoundedTable(capacity, (counter) => counter.windowEnds);
  }

  /**
   * Counts one attempt for this reference and this client, synchronously (no await between the
   * check and the count, so concurrent requests cannot all pass one check). Answers the
   * reservation, or the seconds to wait when either count is at its limit. A refused attempt stores
   * nothing, not even a counter for a reference never seen: a flood of junk references from a
   * client past its limit cannot fill the table and push out the counters that hold it back.
   */
  reserve(reference: string, client: string): Reservation | Refusal {
    const now = this.now();
    const keys = [`ref:${reference}`, `client:${client}`];
    const counters = keys.map((key) => this.counters.get(key, now));
    const waits = counters.filter(
      (c, i): c is Counter => c !== undefined && c.attempts >= [MAX_FAILURES_PER_REFERENCE, MAX_FAILURES_PER_CLIENT][i],
    );
    if (waits.length > 0) return { retryAfter: Math.max(1, ...waits.map((c) => Math.ceil((c.windowEnds - now) / 1000))) };
    if (!this.counters.room(counters.filter((c) => c === undefined).length, now))
      return { retryAfter: this.counters.secondsUntilRoom(now), full: true };
    keys.forEach((key, i) => {
      const counter = counters[i] ?? { attempts: 0, windowEnds: now + RECALL_WINDOW_MS };
      counter.attempts += 1;
      this.counters.set(key, counter);
    });
    return { reference, client };
  }

  /** A right answer gives its attempt back to both counts (the customer got there). */
  release({ reference, client }: Reservation): void {
    for (const key of [`ref:${reference}`, `client:${client}`]) {
      const counter = this.counters.get(key, this.now());
      if (counter && counter.attempts > 0) counter.attempts -= 1;
    }
  }
}
