import { describe, expect, it } from 'vitest';
import { PROPOSAL_UUID, proposal, quotedProposal } from '../../../../support/proposal';
import { freshStore, reloaded, stored } from './helpers';

const receipt = { uuid: PROPOSAL_UUID, reference: 'MQ-100200', startDate: '2026-12-01', sourceOfBusiness: 'Website' };

describe('the sale slice: how a quote ends in this tab', () => {
  it('a bought policy ends the draft, the token, the version and any notice; only the receipt stays, across a reload', () => {
    const store = freshStore();
    store.getState().load(quotedProposal((p) => (p.uuid = PROPOSAL_UUID)));
    store.getState().setAccess(PROPOSAL_UUID, 'tok');
    store.getState().setVersion(PROPOSAL_UUID, 2);
    store.getState().setChangeNotice({ kind: 'price', route: '/quote/payment' });
    store.getState().finishSale(receipt);
    const state = store.getState();
    expect(state.receipt).toEqual(receipt);
    expect([state.access, state.version, state.changeNotice, state.draft.uuid]).toEqual([null, null, null, null]);
    expect(state.draft.risk.proposer.name.forenames).toBeNull();
    expect(stored()).not.toContain('Amelia');
    expect(reloaded().getState().receipt).toEqual(receipt);
  });

  it('on expiry a saved, quoted proposal leaves only its reference for Retrieve a Quote', () => {
    const store = freshStore();
    const quoted = quotedProposal((p) => (p.uuid = PROPOSAL_UUID));
    store.getState().load(quoted);
    store.getState().setAccess(PROPOSAL_UUID, 'tok');
    store.getState().expire();
    expect(store.getState().resume).toEqual({ reference: quoted.quote.reference, kept: false });
    expect(store.getState().access).toBeNull();
    expect(store.getState().draft.risk.proposer.name.forenames).toBeNull();
  });

  it('on expiry a form not yet quoted keeps its answers about the car and cover, nothing personal', () => {
    const store = freshStore();
    store.getState().load(proposal());
    store.getState().expire();
    const { draft, resume } = store.getState();
    expect(resume).toEqual({ reference: null, kept: true });
    expect(draft.risk.vehicle.registration).toBe(proposal().risk.vehicle.registration);
    expect(draft.risk.proposer.name.forenames).toBeNull();
    expect(draft.risk.proposer.date_of_birth).toBeNull();
  });

  it('clear forgets everything, the receipt and the way back too', () => {
    const store = freshStore();
    store.getState().finishSale(receipt);
    store.getState().clear();
    expect(store.getState().receipt).toBeNull();
    expect(store.getState().resume).toBeNull();
  });
});
