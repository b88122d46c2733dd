import { describe, expect, it } from 'vitest';
import { PROPOSAL_UUID } from '../../../../support/proposal';
import { freshStore, reloaded } from './helpers';

describe('the session slice: the token and version of the proposal this tab works on', () => {
  it('starts with no token or version, and keeps each bound to its proposal', () => {
    const store = freshStore();
    expect(store.getState().access).toBeNull();
    expect(store.getState().version).toBeNull();
    store.getState().setAccess(PROPOSAL_UUID, 'tok-1');
    store.getState().setVersion(PROPOSAL_UUID, 3);
    expect(store.getState().access).toEqual({ uuid: PROPOSAL_UUID, token: 'tok-1' });
    expect(store.getState().version).toEqual({ uuid: PROPOSAL_UUID, version: 3 });
  });

  it('survives a reload of the tab, so the card return still opens the proposal', () => {
    const store = freshStore();
    store.getState().setAccess(PROPOSAL_UUID, 'tok-2');
    store.getState().setVersion(PROPOSAL_UUID, 4);
    const again = reloaded();
    expect(again.getState().access).toEqual({ uuid: PROPOSAL_UUID, token: 'tok-2' });
    expect(again.getState().version).toEqual({ uuid: PROPOSAL_UUID, version: 4 });
  });

  it('a saved proposal keeps the source of business it was quoted with; an unsaved one takes the new partner', () => {
    const store = freshStore('Website');
    store.getState().setSourceOfBusiness('Partner A');
    expect(store.getState().draft.risk.source_of_business).toBe('Partner A');
    store.getState().setAccess(PROPOSAL_UUID, 'tok-3');
    store.getState().setSourceOfBusiness('Partner B');
    expect(store.getState().draft.risk.source_of_business).toBe('Partner A');
    // Every fresh draft after it takes the newest partner.
    store.getState().clear();
    expect(store.getState().draft.risk.source_of_business).toBe('Partner B');
  });
});
