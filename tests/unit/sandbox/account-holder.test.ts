/**
 * When someone else holds the account (docs/product/regulation.md#when-someone-else-holds-the-account): the
 * customer asks, the holder is mailed a single-use link that expires, their page shows what they agree
 * to, their signature is kept (name, time, agreement version, amount), and neither the deposit's card
 * page nor accept goes ahead until they have signed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { proposal } from '../../support/proposal';
import { expectContract, payByCard, payMonthly, quoted, signAgreement } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox({ publicOrigin: 'https://quotes.example', outbox: true });
const RETURN_URL = 'https://quotes.example/#/quote/thankyou';
const holderAccount = (email: string) => ({
  account_name: 'Mr D Hart',
  account_number: '00733445',
  sort_code: '309430',
  collection_day: '05',
  is_proposer_account_holder: false,
  third_party: {
    title: 'Mr',
    forename: 'Daniel',
    surname: 'Hart',
    date_of_birth: '1970-01-01',
    address: { line_1: '1 Park Lane', line_2: null, line_3: 'Leeds', line_4: null, line_5: null, postcode: 'LS6 2AB' },
    email,
  },
});
const file = (uuid: string) => join(app.dataDir, 'proposals', `${uuid}.json`);
const edit = (uuid: string, change: (record: { sandbox: Record<string, { expires_at: string; signed: unknown }> }) => void) => {
  const record = JSON.parse(readFileSync(file(uuid), 'utf8'));
  change(record);
  writeFileSync(file(uuid), JSON.stringify(record));
};

/** A monthly plan from Daniel's account, the credit agreement signed by her, and the link mailed to him: its code. */
async function linkSent(email: string) {
  const { uuid } = await quoted(app.base, proposal());
  expect((await payMonthly(app.base, uuid, holderAccount(email))).status).toBe(200);
  const signed = await signAgreement(app.base, uuid);
  expect(signed.json.proposal.holder_consent).toMatchObject({ status: 'unsent', email });
  const sent = await call(app.base, 'POST', `/api/proposal/${uuid}/account-holder`);
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  expect(sent.json.proposal.holder_consent).toMatchObject({ status: 'sent', email });
  const outbox = await (await fetch(`${app.base}/sandbox/outbox`)).text();
  const mail = outbox.slice(outbox.lastIndexOf(`To ${email}`));
  const code = /https:\/\/quotes\.example\/#\/account-holder\?code=([\w.-]+)/.exec(mail)?.[1];
  expect(code?.startsWith(`${uuid}.`)).toBe(true);
  return { uuid, code: code!, mail };
}

const view = (code: string) => call(app.base, 'GET', `/api/account-holder/${code}`);
const sign = async (code: string, name: string) => {
  const { holder } = (await view(code)).json;
  return call(app.base, 'POST', `/api/account-holder/${code}`, {
    agreement_version: holder.credit_documents.agreement.version,
    signed_name: name,
    amount_of_credit: holder.amount_of_credit,
    agreed: true,
  });
};

describe('an account holder who is not the customer', () => {
  it('is mailed a link that opens what they agree to; once they sign, the deposit is taken and the policy bought', async () => {
    const { uuid, code, mail } = await linkSent('dan.sign@example.com');
    expect(mail).toContain('Amelia Hart wants to pay for car insurance monthly, by Direct Debit from your account ******45');
    const payment = () => call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
    const refused = await payment();
    expect([refused.status, refused.json.code]).toEqual([409, 'holder_consent_required']);

    const opened = await view(code);
    expect(opened.status).toBe(200);
    const { holder } = expectContract('getHolderConsent', opened.json);
    expect(holder).toMatchObject({
      forename: 'Daniel',
      surname: 'Hart',
      customer: 'Amelia Hart',
      account_number: '******45',
      sort_code: '**-**-**',
    });
    expect(holder.credit_documents.agreement.version).toMatch(/^FSLA-/);

    const wrong = await sign(code, 'Amelia Hart');
    expect([wrong.status, wrong.json.code]).toEqual([422, 'signature_mismatch']);
    expect((await sign(code, 'mr daniel hart')).json).toEqual({ success: true });
    const kept = JSON.parse(readFileSync(file(uuid), 'utf8')).sandbox.holder.signed;
    expect(kept).toMatchObject({
      name: 'mr daniel hart',
      agreement_version: holder.credit_documents.agreement.version,
      amount_of_credit: holder.amount_of_credit,
    });
    expect(kept.at).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Single use: the link is spent.
    const again = await view(code);
    expect([again.status, again.json.code]).toEqual([410, 'holder_link_gone']);
    const proposalNow = (await call(app.base, 'GET', `/api/proposal/${uuid}`)).json.data.proposal;
    expect(proposalNow.holder_consent).toMatchObject({ status: 'signed', signed_at: kept.at });

    const opens = await payment();
    expect(opens.status).toBe(200);
    expect((await payByCard(app.base, opens.json.payment_url, '4242424242424242')).status).toBe(303);
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`)).json.proposal.is_accepted).toBe(true);
  });

  it('accept makes no policy when the holder’s signature is missing: 409 holder_consent_required', async () => {
    const { uuid, code } = await linkSent('dan.accept@example.com');
    await sign(code, 'Daniel Hart');
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
    expect((await payByCard(app.base, payment.json.payment_url, '4242424242424242')).status).toBe(303);
    // The signature lost some other way (the store written behind the API's back).
    edit(uuid, (record) => (record.sandbox.holder.signed = null));
    const accept = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`);
    expect([accept.status, accept.json.code]).toEqual([409, 'holder_consent_required']);
    expect((await call(app.base, 'GET', `/api/proposal/${uuid}`)).json.data.proposal.is_accepted).toBe(false);
  });

  it('a link expires, a link sent again replaces the last, and an unknown code finds nothing', async () => {
    const { uuid, code } = await linkSent('dan.expire@example.com');
    edit(uuid, (record) => (record.sandbox.holder.expires_at = '2000-01-01T00:00:00.000Z'));
    expect((await view(code)).json.code).toBe('holder_link_gone');
    const fresh = await call(app.base, 'POST', `/api/proposal/${uuid}/account-holder`);
    expect(fresh.status).toBe(200);
    expect((await view(code)).status).toBe(404);
    expect((await view(`${uuid}.nothing`)).status).toBe(404);
  });

  it('is not asked when the customer holds the account', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const own = { ...holderAccount(''), account_name: 'Mrs A Hart', is_proposer_account_holder: true, third_party: null };
    expect((await payMonthly(app.base, uuid, own)).status).toBe(200);
    expect((await signAgreement(app.base, uuid)).json.proposal.holder_consent).toBeNull();
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/account-holder`)).status).toBe(409);
  });
});
