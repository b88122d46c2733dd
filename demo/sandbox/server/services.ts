/** What every route shares: the proposal store, the outbox, fault injection and the clock. */
import dayjs from 'dayjs';
import type { EmailLimits } from './email-limits';
import type { Faults } from './faults';
import type { Outbox } from './outbox';
import type { PortalLinks } from './portal-links';
import type { RecallLimits } from './recall-limits';
import type { ProposalStore } from './store';

/**
 * A rule of the sandbox that a test may switch off, to check that the conformance checker notices an
 * API without it (scripts/check-api-credit.ts): never off in the demo.
 */
export type SandboxRule = 'signed-agreement';

export interface Services {
  store: ProposalStore;
  outbox: Outbox;
  faults: Faults;
  portalLinks: PortalLinks;
  recallLimits: RecallLimits;
  emailLimits: EmailLimits;
  /** The rules switched off (SandboxOptions.without); empty but in the checker's tests. */
  without: ReadonlySet<SandboxRule>;
  /** Today as YYYY-MM-DD, read at call time so tests can fix the clock. */
  today(): string;
  now(): string;
}

export const clock = {
  today: (): string => dayjs().format('YYYY-MM-DD'),
  now: (): string => new Date().toISOString(),
};
