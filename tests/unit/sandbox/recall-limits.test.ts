/** Recall cannot be brute-forced: after a few failures, 429 with Retry-After, even for the right answer. */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  MAX_FAILURES_PER_CLIENT,
  MAX_FAILURES_PER_REFERENCE,
  RECALL_ANSWER_MS,
  RECALL_WINDOW_MS,
  RecallLimits,
} from '../../../demo/sandbox/server/recall-limits';
import { proposal } from '../../support/proposal';
import { quoted } from './flow';
import { call, removeDir, startSandbox } from './harness';

async function withSandbox(test: (base: string) => Promise<void>): Promise<void> {
  const app = await startSandbox();
  try {
    await test(app.base);
  } finally {
    await app.stop();
    removeDir(app.dataDir);
  }
}

describe('recall rate limits', () => {
  it('stops a brute force of the date of birth: 300 guesses, none answered 200, the right one refused too', async () => {
    await withSandbox(async (base) => {
      const fixture = proposal((p) => {
        p.risk.proposer.address.postcode = 'TA1 1AA';
      });
      const { res } = await quoted(base, fixture);
      const reference = res.json.proposal.quote.reference;
      const dob = fixture.risk.proposer.date_of_birth!;
      const guesses = Array.from({ length: 300 }, (_, i) =>
        dayjs(dob)
          .subtract(150 - i, 'day')
          .format('YYYY-MM-DD'),
      );
      expect(guesses).toContain(dob);
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (const guess of guesses) {
        const answer = await call(base, 'POST', '/api/proposal/recall', { reference, postcode: 'TA1 1AA', dob: guess });
        statuses.push(answer.status);
        if (answer.status === 429) {
          retryAfter = answer.headers.get('retry-after');
          expect(answer.json).toMatchObject({ code: 'rate_limited', retry_after: Number(retryAfter) });
        }
      }
      expect(statuses.filter((s) => s === 200)).toEqual([]);
      expect(statuses.filter((s) => s === 404)).toHaveLength(MAX_FAILURES_PER_REFERENCE);
      expect(statuses.filter((s) => s === 429)).toHaveLength(300 - MAX_FAILURES_PER_REFERENCE);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(Number(retryAfter)).toBeLessThanOrEqual(RECALL_WINDOW_MS / 1000);
    });
  });

  it('limits one client trying many references', async () => {
    await withSandbox(async (base) => {
      const fixture = proposal((p) => {
        p.risk.proposer.address.postcode = 'TA1 1AA';
      });
      const { res } = await quoted(base, fixture);
      for (let i = 0; i < MAX_FAILURES_PER_CLIENT; i += 1) {
        const guess = await call(base, 'POST', '/api/proposal/recall', {
          reference: `MQ-2222-${String(2222 + i).padStart(4, '2')}`,
          postcode: 'TA1 1AA',
          dob: '1980-01-01',
        });
        expect(guess.status).toBe(404);
      }
      const right = await call(base, 'POST', '/api/proposal/recall', {
        reference: res.json.proposal.quote.reference,
        postcode: 'TA1 1AA',
        dob: fixture.risk.proposer.date_of_birth,
      });
      expect(right.status).toBe(429);
    });
  });

  it('lets a customer who mistyped a few times in', async () => {
    await withSandbox(async (base) => {
      const fixture = proposal((p) => {
        p.risk.proposer.address.postcode = 'TA1 1AA';
      });
      const { res } = await quoted(base, fixture);
      const reference = res.json.proposal.quote.reference;
      for (let i = 0; i < MAX_FAILURES_PER_REFERENCE - 1; i += 1) {
        expect(
          (await call(base, 'POST', '/api/proposal/recall', { reference, postcode: 'TA1 1AB', dob: fixture.risk.proposer.date_of_birth }))
            .status,
        ).toBe(404);
      }
      expect(
        (await call(base, 'POST', '/api/proposal/recall', { reference, postcode: 'TA1 1AA', dob: fixture.risk.proposer.date_of_birth }))
          .status,
      ).toBe(200);
    });
  });

  it('holds under a burst: 366 guesses sent at once, at most the limit answered other than 429', async () => {
    await withSandbox(async (base) => {
      const fixture = proposal((p) => {
        p.risk.proposer.address.postcode = 'TA1 1AA';
      });
      const { res } = await quoted(base, fixture);
      const reference = res.json.proposal.quote.reference;
      const dob = fixture.risk.proposer.date_of_birth!;
      // A year of birthdays around the right one, the right one last but sent with all the others.
      const guesses = Array.from({ length: 366 }, (_, i) =>
        dayjs(dob)
          .subtract(i + 1, 'day')
          .format('YYYY-MM-DD'),
      );
      guesses[365] = dob;
      const answers = await Promise.all(
        guesses.map((guess) => call(base, 'POST', '/api/proposal/recall', { reference, postcode: 'TA1 1AA', dob: guess })),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(MAX_FAILURES_PER_REFERENCE);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(366 - MAX_FAILURES_PER_REFERENCE);
      // A 200 only for the right answer, and only if it was among the first few counted.
      statuses.forEach((status, i) => {
        if (status === 200) expect(guesses[i]).toBe(dob);
      });
    });
  });

  it('answers an unknown reference and a wrong date of birth for a known one in the same time', async () => {
    await withSandbox(async (base) => {
      const fixture = proposal((p) => {
        p.risk.proposer.address.postcode = 'TA1 1AA';
      });
      const { res } = await quoted(base, fixture);
      const timed = async (reference: string): Promise<number> => {
        const started = performance.now();
        const answer = await call(base, 'POST', '/api/proposal/recall', { reference, postcode: 'TA1 1AA', dob: '1901-01-01' });
        expect(answer.status).toBe(404);
        return performance.now() - started;
      };
      const known = await timed(res.json.proposal.quote.reference);
      const unknown = await timed('MQ-2222-2222');
      // Both wait for the same floor; the old code answered a known reference about 3x slower.
      expect(known).toBeGreaterThanOrEqual(RECALL_ANSWER_MS - 5);
      expect(unknown).toBeGreaterThanOrEqual(RECALL_ANSWER_MS - 5);
      expect(Math.max(known, unknown) / Math.min(known, unknown)).toBeLessThan(1.5);
    });
  });

  it('reserves before it checks, gives a right answer its attempt back, and opens again when the window has passed', () => {
    let now = 0;
    const limits = new RecallLimits(() => now);
    const first = limits.reserve('MQ-AAAA-BBBB', '10.0.0.1');
    expect(first).toEqual({ reference: 'MQ-AAAA-BBBB', client: '10.0.0.1' });
    limits.release(first as { reference: string; client: string });
    for (let i = 0; i < MAX_FAILURES_PER_REFERENCE; i += 1)
      expect(limits.reserve('MQ-AAAA-BBBB', '10.0.0.1')).not.toHaveProperty('retryAfter');
    expect(limits.reserve('MQ-AAAA-BBBB', '10.0.0.2')).toEqual({ retryAfter: RECALL_WINDOW_MS / 1000 });
    now += RECALL_WINDOW_MS - 1000;
    expect(limits.reserve('MQ-AAAA-BBBB', '10.0.0.2')).toEqual({ retryAfter: 1 });
    now += 1000;
    expect(limits.reserve('MQ-AAAA-BBBB', '10.0.0.2')).not.toHaveProperty('retryAfter');
  });
});
