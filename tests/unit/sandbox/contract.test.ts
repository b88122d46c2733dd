import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointKey } from '../../../src/contract/endpoints';
import { handlers } from '../../../demo/sandbox/routes/table';
import { Outbox } from '../../../demo/sandbox/server/outbox';
import { emptyProposal } from '../../../src/contract/proposal';
import { proposal } from '../../support/proposal';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createProposal, expectContract, payByCard, payMonthly, quoted, signAgreement } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox();

const answered = new Set<EndpointKey>();

async function ok<K extends EndpointKey>(key: K, path: string, body?: unknown) {
  const res = await call(app.base, ENDPOINTS[key].method, path, body);
  expect(res.status, `${key} ${JSON.stringify(res.json)}`).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  answered.add(key);
  return expectContract(key, res.json);
}

describe('contract: every call answers in the shape of its response schema', () => {
  it('has a handler for every endpoint of the contract', () => {
    expect(Object.keys(ENDPOINTS).filter((key) => !(key in handlers))).toEqual([]);
  });

  it('answers the whole journey, pay monthly', async () => {
    const draft = proposal((d) => {
      d.risk.proposer.address.postcode = 'TA1 1AA';
    });
    const uuid = await createProposal(app.base, draft);
    answered.add('createProposal');
    const p = `/api/proposal/${uuid}`;
    await ok('getProposal', p);
    await ok(
      'updateProposal',
      p,
      proposal((d) => {
        d.risk.proposer.address.postcode = 'TA1 1AA';
        d.risk.total_mileage = 9000;
      }),
    );
    const first = await ok('createQuote', `${p}/quote`);
    expect(first.proposal.is_quoted).toBe(true);
    await ok('requoteProposal', `${p}/requote`);
    await ok('updateStartDate', '/json/proposal/update', { uuid, start_date: draft.risk.start_date });
    const requoted = await ok('requoteAfterStartDate', '/json/proposal/re-quote', { uuid });
    expect(requoted.data.proposal.quote!.reference).toBe(first.proposal.quote!.reference);
    await ok('updatePaymentOption', `${p}/payment-option`, {
      check: null,
      has_email_consent: false,
      is_pay_monthly: true,
      consent_to_auto_renew: true,
      risk: { vehicle: { registration: 'AB12CDE' }, userfields: { has_third_party_authority: false } },
    });
    const withAddons = await ok('updateAddons', `${p}/addons`, { addons: [{ code: 'LE' }, { code: 'SAB2' }] });
    expect(withAddons.proposal.quote!.premium).toBeCloseTo(first.proposal.quote!.premium + 29.99 + 39, 2);
    await ok('confirmDetails', `${p}/confirm`, {
      risk: {
        vehicle: { registration: 'AB12CDE' },
        proposer: { email_address: 'jane@example.com', phone_numbers: { mobile: '07700900123' } },
      },
      consent_to_auto_renew: true,
    });
    await ok('sendQuoteEmail', `${p}/send-quote-email`, { uuid });
    await ok('sendDocumentsEmail', `${p}/send-documents-email`, { uuid, documents: [`${app.base}/sandbox/documents/ipid.html`] });
    const directDebit = {
      account_name: 'J Driver',
      account_number: '12345678',
      sort_code: '112233',
      collection_day: '05',
      is_proposer_account_holder: true,
      third_party: null,
    };
    const monthly = await ok('payMonthly', `${p}/pay-monthly`, {
      is_pay_monthly: true,
      direct_debit: directDebit,
      credit_information_version: withAddons.proposal.quote!.credit_documents!.information.version,
    });
    expect(monthly.proposal.credit_agreement).toMatchObject({ status: 'unsigned' });
    const { quote } = monthly.proposal;
    const signed = await ok('signAgreement', `${p}/credit-agreement`, {
      agreement_version: quote!.credit_documents!.agreement.version,
      signed_name: 'Amelia Hart',
      amount_of_credit: Math.round((quote!.premium - quote!.monthly_deposit!) * 100) / 100,
      agreed: true,
    });
    expect(signed.proposal.credit_agreement).toMatchObject({ status: 'signed', signed_by: 'proposer' });
    const payment = await ok('requestPayment', `${p}/quote/payment`, { return_url: `${app.base}/#/quote/thankyou?uuid=${uuid}` });
    expect((await payByCard(app.base, payment.payment_url, '4242424242424242')).status).toBe(303);
    expect((await ok('deviceRisk', `${p}/device-risk`, { blackbox: 'sandbox-bb.abc', consent_to_auto_renew: true })).success).toBe(true);
    expect((await ok('saveDeviceRiskCheck', `${p}/save-device-risk-check`)).data.result).toBe('allow');
    const accepted = await ok('acceptQuote', `${p}/quote/accept`, { direct_debit: directDebit });
    expect(accepted.proposal.is_accepted).toBe(true);
    await ok('generatePortalLink', `${p}/generate-portal-link?uuid=${uuid}`);
    await ok('recallProposal', '/api/proposal/recall', {
      reference: first.proposal.quote!.reference,
      postcode: 'TA11AA',
      dob: draft.risk.proposer.date_of_birth,
    });
  });

  it('answers the account holder’s calls when someone else holds the account', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const thirdParty = {
      title: 'Mr',
      forename: 'Daniel',
      surname: 'Hart',
      date_of_birth: '1970-01-01',
      address: { line_1: '1 Park Lane', line_2: null, line_3: 'Leeds', line_4: null, line_5: null, postcode: 'LS6 2AB' },
      email: 'dan.contract@example.com',
    };
    const dd = {
      account_name: 'Mr D Hart',
      account_number: '00733445',
      sort_code: '309430',
      collection_day: '05',
      is_proposer_account_holder: false,
      third_party: thirdParty,
    };
    expect((await payMonthly(app.base, uuid, dd)).status).toBe(200);
    expect((await signAgreement(app.base, uuid)).status).toBe(200);
    const sent = await ok('requestHolderConsent', `/api/proposal/${uuid}/account-holder`);
    expect(sent.proposal.holder_consent).toMatchObject({ status: 'sent', email: thirdParty.email });
    const { key } = JSON.parse(readFileSync(join(app.dataDir, 'proposals', `${uuid}.json`), 'utf8')).sandbox.holder;
    const code = `${uuid}.${key}`;
    const { holder } = await ok('getHolderConsent', `/api/account-holder/${code}`);
    const signed = await ok('signHolderConsent', `/api/account-holder/${code}`, {
      agreement_version: holder.credit_documents.agreement.version,
      signed_name: 'Daniel Hart',
      amount_of_credit: holder.amount_of_credit,
      agreed: true,
    });
    expect(signed.success).toBe(true);
  });

  it('answers saving answers for later and reopening them from the e-mailed link', async () => {
    const draft = emptyProposal();
    draft.risk.proposer.name.forenames = 'Amelia';
    draft.risk.proposer.date_of_birth = '1987-04-12';
    await ok('saveAnswers', '/api/saved-answers', {
      proposal: draft,
      step: 2,
      email_address: 'amelia.contract@example.com',
      postcode: 'TA1 1AA',
      dob: '1987-04-12',
      page_url: 'https://brand.example/quote#/quote/create',
    });
    const mail = (await new Outbox(app.dataDir).all()).filter((m) => m.to === 'amelia.contract@example.com').at(-1);
    const code = new URLSearchParams(/https:\/\/\S+/.exec(mail?.body ?? '')?.[0].split('?')[1]).get('code');
    const reopened = await ok('reopenAnswers', '/api/saved-answers/reopen', { code, postcode: 'TA1 1AA', dob: '1987-04-12' });
    expect(reopened.proposal.risk.proposer.name.forenames).toBe('Amelia');
  });

  it('answers the look-ups, lists, captcha and status', async () => {
    await ok('recaptcha', '/api/recaptcha', { response: 'sandbox-captcha.quote.0123456789abcdef' });
    await ok('addressLookup', '/api/address?postcode=SW1A1AA');
    await ok('vehicleSearch', '/api/vehicle/search?registration=AB12CDE');
    await ok('vehicleRegistrationLookup', '/api/vehicle/registration', { registration: 'AB12CDE' });
    await ok('manualVehicleSearch', '/api/vehicle/manual?manufacturer=Ford');
    await ok('vehicleLookup', '/api/vehicle', { manufacturer: 'Ford', model: 'Fiesta' });
    const all = await ok('listAll', '/api/list');
    expect(all.list.every((l: { options: unknown[] }) => l.options.length > 0)).toBe(true);
    await ok('listOne', '/api/list/insurer.person_title');
    await ok('status', '/json/status');
  });

  it('exercised every endpoint', () => {
    expect(Object.keys(ENDPOINTS).filter((key) => !answered.has(key as EndpointKey))).toEqual([]);
  });
});
