/**
 * Answers saved to come back to later (docs/api-team.md#saved-answers): kept against a code that
 * goes out in one e-mailed link, single-use and expiring after SAVED_ANSWERS_DAYS. Only the code's
 * hash is kept, so the table alone opens nothing. In this process's memory, like the portal links:
 * enough for the sandbox; an insurer's API keeps them in its database with the proposal.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Proposal } from '../../../src/contract/proposal';
import { SAVED_ANSWERS_DAYS } from '../../../src/domain/constants';

export const SAVED_ANSWERS_TTL_MS = SAVED_ANSWERS_DAYS * 24 * 60 * 60_000;
/** Saved answers kept at most; the oldest go first, so saving cannot grow memory without end. */
const MAX_SAVED = 10_000;

export interface SavedAnswers {
  proposal: Proposal;
  step: number;
  postcode: string;
  dob: string;
  expiresAt: number;
}

/** The hash a code is kept under; also the key its wrong answers are counted on. */
export const codeKey = (code: string): string => createHash('sha256').update(code).digest('base64url');

export class SavedAnswersTable {
  private readonly saved = new Map<string, SavedAnswers>();

  /** `now` is the sandbox's movable clock (test-clock.ts), so a test can let the week pass. */
  constructor(private readonly now: () => number) {}

  /** Keeps the answers; answers the link's code (random, nothing of hers in it) and when it expires. */
  save(entry: Omit<SavedAnswers, 'expiresAt'>): { code: string; expiresAt: number } {
    const now = this.now();
    for (const [key, found] of this.saved) if (found.expiresAt <= now) this.saved.delete(key);
    while (this.saved.size >= MAX_SAVED) this.saved.delete(this.saved.keys().next().value as string);
    const code = randomBytes(24).toString('base64url');
    const expiresAt = now + SAVED_ANSWERS_TTL_MS;
    this.saved.set(codeKey(code), { ...entry, expiresAt });
    return { code, expiresAt };
  }

  /**
   * The answers a live code opens, without spending it; null for an unknown, spent or expired code.
   * `evenExpired`: the deliberately broken sandbox of the checker's tests (services.ts SandboxRule).
   */
  find(code: string, evenExpired = false): SavedAnswers | null {
    const found = this.saved.get(codeKey(code));
    return found && (evenExpired || found.expiresAt > this.now()) ? found : null;
  }

  /** Opened: the code works no more. */
  spend(code: string): void {
    this.saved.delete(codeKey(code));
  }
}
