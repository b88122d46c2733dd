/** Bank details are written, never read back in full. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { proposal } from '../../support/proposal';
import { payByCard, payMonthly, quoted, signAgreement } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox();

const ACCOUNT = '31926819';
const SORT_CODE = '601613';
const directDebit = {
  account_name: 'J Driver',
  account_number: ACCOUNT,
  sort_code: SORT_CODE,
  collection_day: '05',
  is_proposer_account_holder: true,
  third_party: null,
};

describe('bank details after pay-monthly', () => {
  it('no answer holds the account number or sort code; the account shows its last 2 digits', async () => {
    const fixture = proposal((p) => {
      p.risk.proposer.address.postcode = 'TA1 1AA';
    });
    const { uuid, res } = await quoted(app.base, fixture);
    const p = `/api/proposal/${uuid}`;
    const answers: unknown[] = [];
    const keep = async (method: string, path: string, body?: unknown) => {
      const answer = await call(app.base, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(200);
      answers.push(answer.json);
      return answer.json;
    };
    await keep('POST', `${p}/payment-option`, {
      check: true,
      has_email_consent: false,
      is_pay_monthly: true,
      consent_to_auto_renew: true,
      risk: { vehicle: { registration: 'AB12CDE' }, userfields: { has_third_party_authority: false } },
    });
    const monthly = (await payMonthly(app.base, uuid, directDebit)).json;
    answers.push(monthly);
    expect(monthly.proposal.direct_debit).toMatchObject({ account_number: '******19', sort_code: '**-**-**', account_name: 'J Driver' });
    await keep('GET', p);
    await keep('POST', `${p}/requote`);
    await keep('POST', '/json/proposal/re-quote', { uuid });
    // Signed for the quote as it stands: a requote made earlier would leave it unsigned.
    answers.push((await signAgreement(app.base, uuid)).json);
    const payment = await keep('POST', `${p}/quote/payment`, { return_url: 'https://brand.example/q' });
    await payByCard(app.base, payment.payment_url, '4242424242424242');
    // Sent again with accept, as older widgets do: the stored mandate is the one used.
    const accepted = await keep('POST', `${p}/quote/accept`, { direct_debit: { ...directDebit, account_number: '00000000' } });
    expect(accepted.proposal.is_accepted).toBe(true);
    // The sale revoked the token (docs/security.md#data-that-ends-with-the-sale): a recall hands out a new one.
    await keep('POST', '/api/proposal/recall', {
      reference: res.json.proposal.quote.reference,
      postcode: 'TA1 1AA',
      dob: fixture.risk.proposer.date_of_birth,
    });
    await keep('GET', p);
    const text = JSON.stringify(answers);
    expect(text).not.toContain(ACCOUNT);
    expect(text).not.toContain(SORT_CODE);
    expect(text).not.toContain('60-16-13');
    // The insurer's own record keeps the mandate pay-monthly checked, in full.
    const stored = JSON.parse(readFileSync(join(app.dataDir, 'proposals', `${uuid}.json`), 'utf8'));
    expect(stored.sandbox.direct_debit).toMatchObject({ account_number: ACCOUNT, sort_code: SORT_CODE });
  });

  it('never echoes full bank details saved with a draft', async () => {
    const created = await call(
      app.base,
      'POST',
      '/api/proposal',
      proposal((d) => {
        d.direct_debit.account_number = ACCOUNT;
        d.direct_debit.sort_code = SORT_CODE;
      }),
    );
    expect(JSON.stringify(created.json)).not.toContain(ACCOUNT);
    expect(created.json.proposal.direct_debit.account_number).toBe('******19');
  });
});
