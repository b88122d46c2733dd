/**
 * A sale is final (docs/product/regulation.md#cover-start-and-a-bought-policy): recall of a bought
 * policy answers its receipt and the portal's sign-in, never a token; device-risk never writes the
 * proposal around its version.
 */
import { describe, expect, it } from 'vitest';
import { proposal } from '../../support/proposal';
import { expectContract, payByCard, quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox();
const RETURN_URL = 'https://brand.example/quote';

async function bought() {
  const fixture = proposal();
  const { uuid, res } = await quoted(app.base, fixture);
  const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
  await payByCard(app.base, payment.json.payment_url, '4242424242424242');
  expect((await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`, {})).json.proposal.is_accepted).toBe(true);
  return { uuid, fixture, reference: res.json.proposal.quote.reference as string };
}

describe('recall of a bought policy', () => {
  it('answers the receipt and the portal’s sign-in, and no token or personal detail', async () => {
    const { uuid, fixture, reference } = await bought();
    const recall = await call(app.base, 'POST', '/api/proposal/recall', {
      reference,
      postcode: fixture.risk.proposer.address.postcode,
      dob: fixture.risk.proposer.date_of_birth,
    });
    expect(recall.status).toBe(200);
    expect(expectContract('recallProposal', recall.json)).toEqual({
      receipt: { reference, start_date: fixture.risk.start_date, portal_url: `${app.base}/sandbox/portal` },
    });
    const text = JSON.stringify(recall.json);
    for (const secret of [uuid, fixture.risk.proposer.email_address!, fixture.risk.proposer.phone_numbers.mobile!, 'access_token'])
      expect(text).not.toContain(secret);
    const portal = await fetch(recall.json.receipt.portal_url);
    expect(portal.status).toBe(200);
    const page = await portal.text();
    expect(page).toContain('Sign in to your policy');
    expect(page).not.toContain(reference);
  });
});

describe('device-risk', () => {
  it('leaves her auto-renewal consent and the version as they were', async () => {
    const { uuid, res } = await quoted(
      app.base,
      proposal((p) => {
        p.consent_to_auto_renew = true;
      }),
    );
    const before = res.json.proposal;
    const risk = await call(app.base, 'POST', `/api/proposal/${uuid}/device-risk`, {
      blackbox: 'sandbox-bb.abc',
      consent_to_auto_renew: false,
    });
    expect(risk.status).toBe(200);
    const after = (await call(app.base, 'GET', `/api/proposal/${uuid}`)).json.data.proposal;
    expect(after.consent_to_auto_renew).toBe(true);
    expect(after).toEqual(before);
  });
});
