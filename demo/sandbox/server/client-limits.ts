import { BoundedTable } from './bounded-table';
import { MAX_LIMIT_KEYS, type Refusal } from './recall-limits';

/**
 * Calls that make something (a proposal, a rated quote) counted per client: creating a proposal
 * needs no token, and each quote runs the rating engine, so without a limit one client can fill the
 * store or the CPU. Generous for a customer or a test run (she makes one proposal and re-quotes a
 * few times), far below a flood. Past a limit: 429 with Retry-After. Like the recall counters, a
 * refused call stores nothing and a full table refuses rather than forgets (bounded-table.ts).
 * The client is the socket's address; a partner calling server to server from one address needs a
 * quota of its own (an API key), not this one (docs/security.md#what-the-api-must-hold-to).
 */
export const CREATION_WINDOW_MS = 10 * 60_000;
/** Per client and window: proposals created, and quotes rated (create, re-quote, re-quote after a start date). */
export const MAX_PER_CLIENT = { proposals: 100, quotes: 300 } as const;

export type CreationKind = keyof typeof MAX_PER_CLIENT;

interface Counter {
  made: number;
  windowEnds: number;
}

export class ClientLimits {
  private readonly counters: BoundedTable<Counter>;

  constructor(
    private readonly now: () => number = Date.now,
    capacity = MAX_LIMIT_KEYS,
  ) {
    this.counters = new BoundedTable(capacity, (counter) => counter.windowEnds);
  }

  /** Counts one call of this kind for the client, or answers the refusal (nothing counted then). */
  take(kind: CreationKind, client: string): Refusal | null {
    const now = this.now();
    const key = `${kind}:${client}`;
    const counter = this.counters.get(key, now);
    if (counter && counter.made >= MAX_PER_CLIENT[kind]) return { retryAfter: Math.max(1, Math.ceil((counter.windowEnds - now) / 1000)) };
    if (!counter && !this.counters.room(1, now)) return { retryAfter: this.counters.secondsUntilRoom(now), full: true };
    const next = counter ?? { made: 0, windowEnds: now + CREATION_WINDOW_MS };
    next.made += 1;
    this.counters.set(key, next);
    return null;
  }
}

/** The calls each kind counts. */
export const CREATION_CALLS: Partial<Record<string, CreationKind>> = {
  createProposal: 'proposals',
  createQuote: 'quotes',
  requoteProposal: 'quotes',
  requoteAfterStartDate: 'quotes',
};
