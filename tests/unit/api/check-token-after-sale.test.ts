// The checker's "a token dead after the sale" (scripts/check-token-after-sale.ts) against a sandbox
// deliberately broken so that the sale revokes nothing: its check alone names the property, and nothing else.
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_AFTER_SALE } from '../../../scripts/check-token-after-sale';
import { checkFresh } from './check-fresh';

vi.mock('../../../demo/sandbox/server/access-tokens', async (original) => ({
  ...(await original<typeof import('../../../demo/sandbox/server/access-tokens')>()),
  // The broken insurer: tokens survive the policy's acceptance.
  endAccessAfterSale: () => undefined,
}));

describe('the conformance checker: a token dead after the sale', () => {
  it('names the property against a sandbox whose tokens survive accept', async () => {
    const { checked, problems } = await checkFresh(['tokenAfterSale']);
    expect(checked.some((call) => call.startsWith(TOKEN_AFTER_SALE))).toBe(true);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.call).toContain(TOKEN_AFTER_SALE);
    expect(problems[0]!.errors.join()).toContain('expected 401');
  }, 120_000);
});
