import { describe, expect, it } from 'vitest';
import { daysFromToday, proposal, yearsAgo } from '../../support/proposal';
import { expectContract, openPortal, payByCard, payMonthly, quoted, signAgreement } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox();

const withSurname = (surname: string) =>
  proposal((p) => {
    p.risk.proposer.name.surname = surname;
  });
const directDebit = (account_name: string) => ({
  account_name,
  account_number: '12345678',
  sort_code: '112233',
  collection_day: '1',
  is_proposer_account_holder: true,
  third_party: null,
});

async function readyToPay(monthly: boolean): Promise<{ uuid: string; paymentUrl: string; returnUrl: string }> {
  const { uuid } = await quoted(app.base, proposal());
  if (monthly) {
    expect((await payMonthly(app.base, uuid, directDebit('J Driver'))).status).toBe(200);
    expect((await signAgreement(app.base, uuid)).status).toBe(200);
  }
  const returnUrl = `${app.base}/#/quote/thankyou?uuid=${uuid}`;
  const res = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: returnUrl });
  expect(res.status).toBe(200);
  return { uuid, paymentUrl: res.json.payment_url, returnUrl };
}

describe('the sandbox test data (docs/testing.md)', () => {
  it('surname Decline: the quote is not quoted', async () => {
    const { res } = await quoted(app.base, withSurname('Decline'));
    expect(res.status).toBe(200);
    expect(expectContract('createQuote', res.json).proposal.is_quoted).toBe(false);
    expect(res.json.proposal.quote.is_quoted).toBe(false);
  });

  it('surname Refer: quoted but referred, and cannot be paid for', async () => {
    const { uuid, res } = await quoted(app.base, withSurname('Refer'));
    expect(res.json.proposal.is_quoted).toBe(true);
    expect(res.json.proposal.quote.is_referred).toBe(true);
    const pay = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: 'http://x.test/' });
    expect(pay.status).toBe(409);
  });

  it('surname Error: every quote call answers HTTP 500', async () => {
    const { uuid, res } = await quoted(app.base, withSurname('Error'));
    expect(res.status).toBe(500);
    expect(res.json.code).toBe('internal_error');
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/requote`)).status).toBe(500);
    expect((await call(app.base, 'POST', '/json/proposal/re-quote', { uuid })).status).toBe(500);
  });

  it('registration AB12CDE is a known car and ZZ99ZZZ is not found', async () => {
    const known = await call(app.base, 'GET', '/api/vehicle/search?registration=AB12CDE');
    expect(known.json.vehicles[0]).toMatchObject({ manufacturer: 'Ford', abi_code: '32010104' });
    const missing = await call(app.base, 'GET', '/api/vehicle/search?registration=ZZ99ZZZ');
    expect(missing.status).toBe(200);
    expect(missing.json.vehicles).toEqual([]);
  });

  it('postcode ZZ1 1ZZ has no addresses, any valid postcode has some, an invalid one is a 400', async () => {
    expect((await call(app.base, 'GET', '/api/address?postcode=ZZ11ZZ')).json.addresses).toEqual([]);
    expect((await call(app.base, 'GET', '/api/address?postcode=LS11BA')).json.addresses.length).toBeGreaterThan(0);
    expect((await call(app.base, 'GET', '/api/address?postcode=NOTAPOSTCODE')).status).toBe(400);
  });

  it('a car worth 30000 with no tracker gets endorsement 41', async () => {
    const { res } = await quoted(
      app.base,
      proposal((p) => {
        p.risk.vehicle.value = 30000;
        p.risk.vehicle.has_tracker = false;
      }),
    );
    expect(res.json.proposal.quote.endorsements.map((e: { extra_info: string }) => e.extra_info)).toContain('41');
  });

  it('account name Decline fails the credit check with 422 credit_declined and falls back to pay in full', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const res = await payMonthly(app.base, uuid, directDebit('Decline'));
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ code: 'credit_declined', message: expect.stringContaining('declined') });
    const after = await call(app.base, 'GET', `/api/proposal/${uuid}`);
    expect(after.json.data.proposal.is_pay_monthly).toBe(false);
    const pay = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: 'http://x.test/' });
    expect(pay.status).toBe(200);
  });

  it('sort code 00-00-00 fails bank verification with a message to show, and no credit check', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const res = await payMonthly(app.base, uuid, { ...directDebit('J Driver'), sort_code: '000000' });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ code: 'bank_details_invalid', message: expect.stringContaining('sort code') });
  });

  it('a proposer under 18 cannot hold the direct debit account', async () => {
    const { uuid } = await quoted(
      app.base,
      proposal((p) => {
        p.risk.proposer.date_of_birth = yearsAgo(17);
        p.risk.proposer.driver_details.licence.date = daysFromToday(-30);
      }),
    );
    const res = await payMonthly(app.base, uuid, directDebit('J Driver'));
    expect(res.status).toBe(400);
    expect(res.json.errors[0].path).toBe('direct_debit.is_proposer_account_holder');
  });

  it('card 4242 4242 4242 4242 pays once and returns to return_url', async () => {
    const { uuid, paymentUrl, returnUrl } = await readyToPay(true);
    const page = await fetch(paymentUrl);
    const html = await page.text();
    expect(html).toContain('<label for="card_number">Card number</label>');
    expect(html).toMatch(/Pay £\d+\.\d{2}/);
    expect(await payByCard(app.base, paymentUrl, '4242 4242 4242 4242')).toEqual({ status: 303, location: returnUrl });
    expect(await payByCard(app.base, paymentUrl, '4242 4242 4242 4242')).toEqual({ status: 303, location: returnUrl });
    const proposal = (await call(app.base, 'GET', `/api/proposal/${uuid}`)).json.data.proposal;
    expect(proposal.is_purchased).toBe(true);
    const first = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`, { direct_debit: directDebit('J Driver') });
    const second = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`);
    expect(first.json.proposal.is_accepted).toBe(true);
    // The sale ended the token (docs/security.md#data-that-ends-with-the-sale): accepting again is refused, nothing changes.
    expect(second.status).toBe(401);
    expect(second.json.code).toBe('token_revoked');
    expect((await openPortal(app.base, uuid)).html.match(/by card ending 4242/g)).toHaveLength(1);
  });

  it('card 4000 0000 0000 0002 fails, leaves the quote unpaid and still returns', async () => {
    const { uuid, paymentUrl, returnUrl } = await readyToPay(false);
    expect(await payByCard(app.base, paymentUrl, '4000000000000002')).toEqual({ status: 303, location: returnUrl });
    const proposal = (await call(app.base, 'GET', `/api/proposal/${uuid}`)).json.data.proposal;
    expect(proposal.is_purchased).toBe(false);
    const accept = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`);
    expect(accept.json.proposal.is_accepted).toBe(false);
  });

  it('the card page re-asks with errors tied to the fields for a bad card', async () => {
    const { paymentUrl } = await readyToPay(false);
    const res = await fetch(paymentUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'card_number=1234&expiry=13/20&cvc=1&name=',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('aria-describedby="card_number-error"');
    expect(html).toContain('role="alert"');
  });
});
