/**
 * The limits hold under a flood (docs/security.md#what-the-api-must-hold-to): a refused attempt
 * stores nothing, a counter goes only when its window is over, a full table refuses (503 with
 * Retry-After) rather than forgets, and making proposals and quotes is limited per client.
 */
import { describe, expect, it } from 'vitest';
import { ClientLimits, CREATION_WINDOW_MS, MAX_PER_CLIENT } from '../../../demo/sandbox/server/client-limits';
import {
  MAX_FAILURES_PER_CLIENT,
  MAX_FAILURES_PER_REFERENCE,
  RECALL_WINDOW_MS,
  RecallLimits,
} from '../../../demo/sandbox/server/recall-limits';
import { proposal } from '../../support/proposal';
import { quoted } from './flow';
import { call, useSandbox } from './harness';

const TARGET = 'MQ-7777-7777';
const junk = (i: number): string =>
  `MQ-${String(i)
    .padStart(8, '0')
    .replace(/^(\d{4})/, '$1-')}`;

describe('the recall limit under a flood of junk references', () => {
  it('still refuses the next 5 guesses after 50,100 junk references from the guesser', () => {
    let now = 0;
    const limits = new RecallLimits(() => now);
    // The guesser spends the target's 5 attempts, then floods: 15 junk references counted, the rest refused.
    for (let i = 0; i < MAX_FAILURES_PER_REFERENCE; i += 1) expect(limits.reserve(TARGET, '10.0.0.9')).not.toHaveProperty('retryAfter');
    let counted = 0;
    for (let i = 0; i < 50_100; i += 1) {
      now += 1;
      if (!('retryAfter' in limits.reserve(junk(i), '10.0.0.9'))) counted += 1;
    }
    expect(counted).toBe(MAX_FAILURES_PER_CLIENT - MAX_FAILURES_PER_REFERENCE);
    for (let i = 0; i < 5; i += 1) expect(limits.reserve(TARGET, '10.0.0.9')).toHaveProperty('retryAfter');
    // From another address too: the target's own counter was never pushed out.
    expect(limits.reserve(TARGET, '10.0.0.10')).toHaveProperty('retryAfter');
  });

  it('drops a counter only once its window is over', () => {
    let now = 0;
    const limits = new RecallLimits(() => now, 4);
    for (let i = 0; i < MAX_FAILURES_PER_REFERENCE; i += 1) limits.reserve(TARGET, '10.0.0.9');
    expect(limits.reserve('MQ-1111-1111', '10.0.0.1')).not.toHaveProperty('retryAfter');
    // Four live counters: a fifth key is refused as full, and the target stays counted.
    expect(limits.reserve('MQ-2222-2222', '10.0.0.2')).toMatchObject({ full: true, retryAfter: RECALL_WINDOW_MS / 1000 });
    expect(limits.reserve(TARGET, '10.0.0.1')).toEqual({ retryAfter: RECALL_WINDOW_MS / 1000 });
    now += RECALL_WINDOW_MS;
    expect(limits.reserve('MQ-2222-2222', '10.0.0.2')).not.toHaveProperty('retryAfter');
  });
});

describe('a full table of live counters', () => {
  const app = useSandbox({ limitTableSize: 6 });

  it('refuses a recall it cannot count (503 with Retry-After), rather than forgetting a counter', async () => {
    const ask = (reference: string) =>
      call(app.base, 'POST', '/api/proposal/recall', { reference, postcode: 'TA1 1AA', dob: '1980-01-01' });
    // One client, five references: six counters, the table full.
    for (let i = 0; i < 5; i += 1) expect((await ask(junk(i))).status).toBe(404);
    const full = await ask(junk(5));
    expect(full.status).toBe(503);
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(full.json).toMatchObject({ code: 'limits_full', retry_after: Number(full.headers.get('retry-after')) });
  });
});

describe('making proposals and quotes', () => {
  const app = useSandbox();

  it(`is limited per client: proposal ${MAX_PER_CLIENT.proposals + 1} is refused with 429 and Retry-After`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MAX_PER_CLIENT.proposals; i += 1) statuses.push((await call(app.base, 'POST', '/api/proposal', proposal())).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const refused = await call(app.base, 'POST', '/api/proposal', proposal());
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(CREATION_WINDOW_MS / 1000);
  }, 60_000);

  it('counts quotes per client, and opens again when the window is over', () => {
    let now = 0;
    const limits = new ClientLimits(() => now);
    for (let i = 0; i < MAX_PER_CLIENT.quotes; i += 1) expect(limits.take('quotes', '10.0.0.1')).toBeNull();
    expect(limits.take('quotes', '10.0.0.1')).toEqual({ retryAfter: CREATION_WINDOW_MS / 1000 });
    expect(limits.take('quotes', '10.0.0.2')).toBeNull();
    expect(limits.take('proposals', '10.0.0.1')).toBeNull();
    now += CREATION_WINDOW_MS;
    expect(limits.take('quotes', '10.0.0.1')).toBeNull();
  });
});

describe('a quote flood from one client', () => {
  const app = useSandbox();

  it('meets 429 once the client has made its quotes', async () => {
    const { uuid } = await quoted(app.base, proposal());
    let status = 200;
    let made = 1;
    while (status === 200 && made <= MAX_PER_CLIENT.quotes) {
      status = (await call(app.base, 'POST', `/api/proposal/${uuid}/requote`)).status;
      made += 1;
    }
    expect(status).toBe(429);
    expect(made).toBe(MAX_PER_CLIENT.quotes + 1);
  }, 120_000);
});
