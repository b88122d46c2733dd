import { describe, expect, it } from 'vitest';
import { quotedProposal } from '../../../../support/proposal';
import { freshStore, stored } from './helpers';

describe('the notices slice: what the screens are asked to tell her', () => {
  it("a behaviour's message is raised by her answer and goes when she dismisses it", () => {
    const store = freshStore();
    store.getState().setAnswer('risk.proposer.driver_details.has_medical_condition', true);
    store.getState().addItem('risk.additional_drivers', { driver_details: { has_medical_condition: null } });
    expect(store.getState().notice).toBeNull();
    store.getState().setAnswer('risk.additional_drivers.0.driver_details.has_medical_condition', true);
    expect(store.getState().notice).toBe('medical-condition-limit');
    store.getState().dismissNotice();
    expect(store.getState().notice).toBeNull();
  });

  it('a change made in another window is shown on its screen, carries the quote before, and is never stored', () => {
    const store = freshStore();
    const before = quotedProposal();
    store.getState().setChangeNotice({ kind: 'elsewhere', route: '/quote/summary', before });
    expect(store.getState().changeNotice).toEqual({ kind: 'elsewhere', route: '/quote/summary', before });
    expect(stored()).not.toContain('changeNotice');
    store.getState().setChangeNotice(null);
    expect(store.getState().changeNotice).toBeNull();
  });

  it('loading a saved quote leaves no message from the draft before it', () => {
    const store = freshStore();
    store.getState().setAnswer('risk.proposer.driver_details.has_medical_condition', true);
    store.getState().addItem('risk.additional_drivers', { driver_details: { has_medical_condition: null } });
    store.getState().setAnswer('risk.additional_drivers.0.driver_details.has_medical_condition', true);
    store.getState().load(quotedProposal());
    expect(store.getState().notice).toBeNull();
  });
});
