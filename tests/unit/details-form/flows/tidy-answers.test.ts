/** Names and postcodes reach the insurer tidied, not as typed. */
import { describe, expect, it, vi } from 'vitest';
import type { Proposal } from '../../../../src/contract/proposal';
import { emptyDirectDebit } from '../../../../src/contract/direct-debit';
import { submitQuote } from '../../../../src/details-form/flows/submit-quote';
import { paymentOptionRequest } from '../../../../src/flows/price/payment-option';
import { submittedDirectDebit } from '../../../../src/flows/purchase/save-direct-debit';
import type { Widget } from '../../../../src/widget/widget';
import { proposal } from '../../../support/proposal';
import { freshStores } from './helpers';

describe('names and postcodes as the API receives them', () => {
  it('the proposal: names trimmed (one space inside), postcodes upper case with one space', async () => {
    const draft = proposal();
    draft.risk.proposer.name = { title: 'Mrs', forenames: ' sarah  jane ', surname: ' Hart ', salutation: 'Mrs  Hart ' };
    draft.risk.proposer.address = { ...draft.risk.proposer.address, postcode: 'ls62ab' };
    draft.risk.vehicle.is_kept_at_proposer_postcode = false;
    draft.risk.vehicle.kept_postcode = ' m1  1ae';
    const { stores } = freshStores();
    stores.proposal.getState().load(draft);
    const sent: Proposal[] = [];
    const api = {
      createProposal: vi.fn(async (proposal: Proposal) => (sent.push(proposal), { ...proposal, uuid: 'u1' })),
      createQuote: vi.fn(async () => ({ ...sent[0], uuid: 'u1', is_quoted: true, quote: { reference: 'MQ1' } })),
    };
    await submitQuote({ api, stores, emit: vi.fn() } as unknown as Pick<Widget, 'api' | 'stores' | 'emit'>);
    expect(sent[0].risk.proposer.name).toEqual({ title: 'Mrs', forenames: 'sarah jane', surname: 'Hart', salutation: 'Mrs Hart' });
    expect(sent[0].risk.proposer.address.postcode).toBe('LS6 2AB');
    expect(sent[0].risk.vehicle.kept_postcode).toBe('M1 1AE');
  });

  it('the person named under third party authority', () => {
    const draft = proposal();
    Object.assign(draft.risk.userfields, { has_third_party_authority: true, tpa_forename: '  Dan ', tpa_surname: 'de  Vries ' });
    expect(paymentOptionRequest(draft).risk.userfields).toMatchObject({ tpa_forename: 'Dan', tpa_surname: 'de Vries' });
  });

  it('the Direct Debit account holder', () => {
    const dd = {
      ...emptyDirectDebit(),
      is_proposer_account_holder: false,
      third_party: {
        title: 'Mr',
        forename: ' dan ',
        surname: 'Hart  ',
        date_of_birth: '1970-01-01',
        address: { line_1: '1 Park Lane', line_2: null, line_3: 'Leeds', line_4: null, line_5: null, postcode: 'ls6 2ab' },
        email: null,
      },
    };
    expect(submittedDirectDebit(dd, '2030-06-07').third_party).toMatchObject({
      forename: 'dan',
      surname: 'Hart',
      address: { postcode: 'LS6 2AB' },
    });
  });
});
