// The checker's "a token dead after the sale" (scripts/check-token-after-sale.ts) against a sandbox
// deliberately broken so that the sale revokes nothing: the property is named, and nothing else.
import { describe, expect, it, vi } from 'vitest';
import { checkApi } from '../../../scripts/check-api';
import { TOKEN_AFTER_SALE } from '../../../scripts/check-token-after-sale';
import { openApiDocument } from '../../../scripts/openapi';
import { useSandbox } from '../sandbox/harness';

vi.mock('../../../demo/sandbox/server/access-tokens', async (original) => ({
  ...(await original<typeof import('../../../demo/sandbox/server/access-tokens')>()),
  // The broken insurer: tokens survive the policy's acceptance.
  endAccessAfterSale: () => undefined,
}));

const app = useSandbox({ outbox: true });

describe('the conformance checker: a token dead after the sale', () => {
  it('names the property against a sandbox whose tokens survive accept', async () => {
    const { checked, problems } = await checkApi(app.base, { document: openApiDocument('test') });
    expect(checked.some((call) => call.startsWith(TOKEN_AFTER_SALE))).toBe(true);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.call).toContain(TOKEN_AFTER_SALE);
    expect(problems[0]!.errors.join()).toContain('expected 401');
  }, 120_000);
});
