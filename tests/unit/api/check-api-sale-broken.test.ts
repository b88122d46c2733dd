// The checker's sale properties (scripts/check-api-sale.ts) against a sandbox deliberately broken
// twice over: it never looks at the cover start, and its device-risk call writes her consent to
// auto-renew around the version. The sale's checks alone name each property, and nothing else.
import { describe, expect, it, vi } from 'vitest';
import { SALE_PROPERTY } from '../../../scripts/check-api-sale';
import { checkFresh } from './check-fresh';

vi.mock('../../../demo/sandbox/server/cover-start', async (original) => ({
  ...(await original<typeof import('../../../demo/sandbox/server/cover-start')>()),
  // The broken insurer: any start date is sold.
  startPassed: () => false,
}));

vi.mock('../../../demo/sandbox/routes/after-sale', async (original) => {
  const actual = await original<typeof import('../../../demo/sandbox/routes/after-sale')>();
  const { changeRecord } = await import('../../../demo/sandbox/server/proposals');
  return {
    ...actual,
    afterSaleHandlers: {
      ...actual.afterSaleHandlers,
      // The broken insurer: device-risk sets the consent it is sent, with no If-Match.
      deviceRisk: async ({ params, body, services }) => {
        await changeRecord(services, params.uuid, ({ proposal }) => {
          if (body.consent_to_auto_renew !== null) proposal.consent_to_auto_renew = body.consent_to_auto_renew;
        });
        return { success: true };
      },
    } satisfies typeof actual.afterSaleHandlers,
  };
});

describe('the checker’s sale properties against a broken sandbox', () => {
  it('name "backdated acceptance refused" and "writes versioned", and nothing else', async () => {
    const { problems } = await checkFresh(['sale']);
    const named = (name: string) => problems.filter((p) => p.call.includes(name));
    expect(named(SALE_PROPERTY.backdated).map((p) => p.errors.join())).toEqual(
      expect.arrayContaining([expect.stringContaining('three days before it was accepted')]),
    );
    expect(named(SALE_PROPERTY.writesVersioned).map((p) => p.errors.join())).toEqual([
      expect.stringContaining('changed consent_to_auto_renew'),
    ]);
    expect(problems.filter((p) => !p.call.includes(SALE_PROPERTY.backdated) && !p.call.includes(SALE_PROPERTY.writesVersioned))).toEqual(
      [],
    );
  }, 150_000);
});
