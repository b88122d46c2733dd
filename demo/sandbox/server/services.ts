/** What every route shares: the proposal store, the outbox, fault injection and the clock. */
import type { ClientLimits } from './client-limits';
import type { EmailLimits } from './email-limits';
import type { Faults } from './faults';
import type { Outbox } from './outbox';
import type { PortalLinks } from './portal-links';
import type { RecallLimits } from './recall-limits';
import type { SavedAnswersTable } from './saved-answers';
import type { ProposalStore } from './store';
import { londonDay, type TestClock } from './test-clock';

/**
 * A rule of the sandbox that a test may switch off, to check that the conformance checker notices an
 * API without it (scripts/check-api-credit.ts): never off in the demo.
 */
export type SandboxRule =
  | 'signed-agreement'
  | 'holder-consent'
  // Saved answers' link (routes/saved-answers.ts) opening twice, after it expired, or for any date of birth and postcode.
  | 'saved-answers-single-use'
  | 'saved-answers-expiry'
  | 'saved-answers-identity';

export interface Services {
  store: ProposalStore;
  outbox: Outbox;
  faults: Faults;
  portalLinks: PortalLinks;
  recallLimits: RecallLimits;
  savedAnswers: SavedAnswersTable;
  emailLimits: EmailLimits;
  clientLimits: ClientLimits;
  /** The rules switched off (SandboxOptions.without); empty but in the checker's tests. */
  without: ReadonlySet<SandboxRule>;
  /** The clock today() and now() read, which POST /sandbox/clock moves (test-clock.ts). */
  testClock: TestClock;
  /** Today in the insurer's time zone (Europe/London) as YYYY-MM-DD, read at call time so tests can fix the clock. */
  today(): string;
  now(): string;
}

export const clock = {
  // The insurer's day, not the machine's: cover start is judged in UK time (docs/product/regulation.md#cover-start-and-a-bought-policy).
  today: (): string => londonDay(new Date().toISOString()),
  now: (): string => new Date().toISOString(),
};
