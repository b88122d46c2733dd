/**
 * Paying monthly is credit (docs/product/regulation.md#paying-monthly-is-credit): the quote's pre-contract credit
 * information and agreement, served with this quote's figures and a version; the version shown stored
 * with the credit application; the agreement signed (version, name, time, amount) before the deposit;
 * no card page and no policy for a monthly plan without it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { proposal } from '../../support/proposal';
import { creditInformationVersion, payByCard, payMonthly, quoted, signAgreement } from './flow';
import { call, removeDir, startSandbox, useSandbox } from './harness';

const app = useSandbox();
const RETURN_URL = 'https://brand.example/#/quote/thankyou';
const directDebit = {
  account_name: 'Mrs A Hart',
  account_number: '00733445',
  sort_code: '309430',
  collection_day: '05',
  is_proposer_account_holder: true,
  third_party: null,
};

const pounds = (amount: number) => `£${amount.toFixed(2)}`;
const stored = (dataDir: string, uuid: string) => JSON.parse(readFileSync(join(dataDir, 'proposals', `${uuid}.json`), 'utf8'));
const page = async (base: string, url: string) => {
  const res = await fetch(url.replace(/^https?:\/\/[^/]+/, base));
  return { status: res.status, html: await res.text() };
};

async function applied(base = app.base) {
  const { uuid, res } = await quoted(base, proposal());
  expect((await payMonthly(base, uuid, directDebit)).status).toBe(200);
  return { uuid, quote: res.json.proposal.quote };
}

describe('the credit documents', () => {
  it('the quote names its pre-contract information and agreement, each served with its figures and version', async () => {
    const { res } = await quoted(app.base, proposal());
    const { quote } = res.json.proposal;
    const { information, agreement } = quote.credit_documents;
    expect(information.version).toMatch(/^SECCI-2026\.1\.[0-9a-f]{8}$/);
    expect(agreement.version).toMatch(/^FSLA-2026\.1\.[0-9a-f]{8}$/);
    const secci = await page(app.base, information.url);
    expect(secci.status).toBe(200);
    for (const text of [
      information.version,
      'Pre-contract credit information',
      `Total amount of credit</th><td>${pounds(quote.premium - quote.monthly_deposit)}`,
      `${quote.monthly_installments} monthly payments of ${pounds(quote.monthly_payment)}`,
      `${quote.monthly_apr}%`,
      pounds(quote.monthly_total_payable),
      'If you miss a payment',
      'Cancelling your policy does not end the loan',
      'within 14 days',
    ])
      expect(secci.html).toContain(text);
    const deed = await page(app.base, agreement.url);
    expect(deed.html).toContain('Sign it only if you want to be legally bound by its terms');
    expect(deed.html).toContain('Mrs Amelia Hart');
    expect(deed.html).toContain('Not signed yet');
  });

  it('opens only by its secret address: another key, or the uuid alone, finds nothing', async () => {
    const { res } = await quoted(app.base, proposal());
    const url: string = res.json.proposal.quote.credit_documents.information.url;
    expect((await page(app.base, url.replace(/\.[^./]+\/information$/, '.wrongkey/information'))).status).toBe(404);
    expect((await page(app.base, url.replace(/\.[^./]+\/information$/, '/information'))).status).toBe(404);
    expect((await page(app.base, url.replace(/information$/, 'other'))).status).toBe(404);
  });

  it('a quote without instalments names none', async () => {
    const { res } = await quoted(
      app.base,
      proposal((p) => {
        p.risk.proposer.name.surname = 'Decline';
      }),
    );
    expect(res.json.proposal.quote.credit_documents).toBeNull();
  });
});

describe('the credit application', () => {
  it('stores the version of the credit information she was shown with the application', async () => {
    const { uuid, quote } = await applied();
    expect(stored(app.dataDir, uuid).sandbox.credit_information).toEqual({
      version: quote.credit_documents.information.version,
      at: expect.any(String),
    });
  });

  it('refuses an application made on other credit information, before any credit check', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const res = await call(app.base, 'POST', `/api/proposal/${uuid}/pay-monthly`, {
      is_pay_monthly: true,
      direct_debit: directDebit,
      credit_information_version: 'SECCI-2026.1.00000000',
    });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('credit_information_changed');
    expect(stored(app.dataDir, uuid).sandbox.credit_check).toBeNull();
  });
});

describe('the credit agreement', () => {
  it('no card page for the deposit until it is signed: 409 agreement_required', async () => {
    const { uuid } = await applied();
    const res = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('agreement_required');
  });

  it('records the version, the name as typed, the time and the amount, then the deposit and the policy follow', async () => {
    const { uuid, quote } = await applied();
    const before = Date.now();
    const signed = await signAgreement(app.base, uuid, '  mrs amelia  j. HART ');
    expect(signed.status).toBe(200);
    expect(signed.json.proposal.credit_agreement).toEqual({
      status: 'signed',
      version: quote.credit_documents.agreement.version,
      signed_by: 'proposer',
      signed_at: expect.any(String),
    });
    const { agreement } = stored(app.dataDir, uuid).sandbox;
    expect(agreement).toEqual({
      version: quote.credit_documents.agreement.version,
      signed_name: 'mrs amelia  j. HART',
      signed_at: signed.json.proposal.credit_agreement.signed_at,
      amount_of_credit: Math.round((quote.premium - quote.monthly_deposit) * 100) / 100,
      signed_by: 'proposer',
      proposal_version: signed.json.proposal.version,
      credit_information_version: quote.credit_documents.information.version,
    });
    expect(Date.parse(agreement.signed_at)).toBeGreaterThanOrEqual(before - 1000);
    // Her copy of the agreement shows her signature.
    expect((await page(app.base, quote.credit_documents.agreement.url)).html).toContain('Signed electronically by mrs amelia  j. HART');
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
    expect(payment.status).toBe(200);
    expect((await payByCard(app.base, payment.json.payment_url, '4242424242424242')).status).toBe(303);
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`)).json.proposal.is_accepted).toBe(true);
  });

  it('refuses a name that is not the borrower’s (422 signature_mismatch), another amount or another version', async () => {
    const { uuid, quote } = await applied();
    const mismatch = await signAgreement(app.base, uuid, 'Amelia Jones');
    expect(mismatch.status).toBe(422);
    expect(mismatch.json).toMatchObject({ code: 'signature_mismatch', errors: [{ path: 'signed_name' }] });
    const body = {
      agreement_version: quote.credit_documents.agreement.version,
      signed_name: 'Amelia Hart',
      amount_of_credit: quote.premium,
      agreed: true,
    };
    const amount = await call(app.base, 'POST', `/api/proposal/${uuid}/credit-agreement`, body);
    expect([amount.status, amount.json.code]).toEqual([409, 'price_changed']);
    const version = await call(app.base, 'POST', `/api/proposal/${uuid}/credit-agreement`, {
      ...body,
      amount_of_credit: Math.round((quote.premium - quote.monthly_deposit) * 100) / 100,
      agreement_version: 'FSLA-2026.1.00000000',
    });
    expect([version.status, version.json.code]).toEqual([409, 'agreement_changed']);
    const unticked = await call(app.base, 'POST', `/api/proposal/${uuid}/credit-agreement`, { ...body, agreed: false });
    expect(unticked.status).toBe(400);
    expect(stored(app.dataDir, uuid).sandbox.agreement ?? null).toBeNull();
  });

  it('is not there to sign before the Direct Debit is approved', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const res = await signAgreement(app.base, uuid);
    expect([res.status, res.json.code]).toEqual([409, 'direct_debit_required']);
  });

  it('a change to what is priced after signing leaves it unsigned, and the deposit waits for a new signature', async () => {
    const { uuid } = await applied();
    expect((await signAgreement(app.base, uuid)).status).toBe(200);
    const changed = await call(app.base, 'POST', `/api/proposal/${uuid}/addons`, { addons: [{ code: 'LE' }] });
    expect(changed.json.proposal.credit_agreement).toEqual({ status: 'unsigned', version: null, signed_by: null, signed_at: null });
    const refused = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
    expect(refused.json.code).toBe('agreement_required');
    // The new figures have a new agreement, and the application stands: she signs again.
    expect(await creditInformationVersion(app.base, uuid)).not.toBe(stored(app.dataDir, uuid).sandbox.credit_information.version);
    expect((await signAgreement(app.base, uuid)).status).toBe(200);
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL })).status).toBe(200);
  });

  it('accept makes no policy on a monthly plan whose agreement is not signed: 409 agreement_required', async () => {
    const { uuid } = await applied();
    expect((await signAgreement(app.base, uuid)).status).toBe(200);
    const payment = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL });
    expect((await payByCard(app.base, payment.json.payment_url, '4242424242424242')).status).toBe(303);
    // The signature lost some other way (the store written behind the API's back).
    const file = join(app.dataDir, 'proposals', `${uuid}.json`);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    record.sandbox.agreement = null;
    writeFileSync(file, JSON.stringify(record));
    const accept = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/accept`);
    expect([accept.status, accept.json.code]).toEqual([409, 'agreement_required']);
    expect((await call(app.base, 'GET', `/api/proposal/${uuid}`)).json.data.proposal.is_accepted).toBe(false);
  });

  it('a sandbox without the rule (the checker’s broken API) opens the card page unsigned', async () => {
    const broken = await startSandbox({ without: ['signed-agreement'] });
    try {
      const { uuid } = await applied(broken.base);
      expect((await call(broken.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN_URL })).status).toBe(200);
    } finally {
      await broken.stop();
      removeDir(broken.dataDir);
    }
  });
});
