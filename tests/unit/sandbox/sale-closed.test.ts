/**
 * A sale is final (docs/product/regulation.md#cover-start-and-a-bought-policy): even a token that
 * outlived the sale (here the sale's revocation is switched off, as at an insurer whose revocation
 * failed) opens nothing of a bought policy but the after-sale calls; every other call answers 409
 * sale_closed.
 */
import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type EndpointKey } from '../../../src/contract/endpoints';
import { proposal } from '../../support/proposal';
import { payByCard, quoted } from './flow';
import { call, tokenFor, useSandbox } from './harness';

vi.mock('../../../demo/sandbox/server/access-tokens', async (original) => ({
  ...(await original<typeof import('../../../demo/sandbox/server/access-tokens')>()),
  endAccessAfterSale: () => undefined,
}));

const app = useSandbox();
/** The calls a bought policy still answers: the thank-you page's confirmation and the portal link. */
const AFTER_SALE: readonly EndpointKey[] = ['getProposal', 'generatePortalLink'];

describe('a bought policy, with a token that outlived the sale', () => {
  it('refuses every call but the after-sale ones with 409 sale_closed, and changes nothing', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: 'https://brand.example/quote' });
    await payByCard(app.base, payment.json.payment_url, '4242424242424242');
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`, {})).json.proposal.is_accepted).toBe(true);
    const token = tokenFor(uuid)!;
    const before = (await call(app.base, 'GET', `/api/proposal/${uuid}`, undefined, { token })).json;
    const closed = (Object.keys(ENDPOINTS) as EndpointKey[]).filter((key) => 'auth' in ENDPOINTS[key] && !AFTER_SALE.includes(key));
    expect(closed.length).toBeGreaterThanOrEqual(14);
    for (const key of closed) {
      const { method, path } = ENDPOINTS[key];
      const res = await call(app.base, method, path.replace('{uuid}', uuid), method === 'GET' ? undefined : { uuid }, { token });
      expect({ key, status: res.status, code: res.json?.code }).toEqual({ key, status: 409, code: 'sale_closed' });
    }
    expect((await call(app.base, 'GET', `/api/proposal/${uuid}`, undefined, { token })).json).toEqual(before);
    const link = await call(app.base, 'GET', `/api/proposal/${uuid}/generate-portal-link?uuid=${uuid}`, undefined, { token });
    expect(link.status).toBe(200);
  });
});
