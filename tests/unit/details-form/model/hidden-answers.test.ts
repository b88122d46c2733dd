import { beforeEach, describe, expect, it } from 'vitest';
import { emptyAdditionalDriver } from '../../../../src/contract/additional-driver';
import { clearHidden } from '../../../../src/details-form/model/hidden-answers';
import { createProposalStore, type ProposalStore } from '../../../../src/store/proposal/proposal-store';
import type { Path } from '../../../../src/store/proposal/path';
import '../../support/memory-session-storage';

// The store as the widget makes it (embed/create-widget.ts): the form's tables say what an answer hides.
let store: ProposalStore;
const answer = (path: Path, value: unknown) => store.getState().setAnswer(path, value);
const draft = () => store.getState().draft;

beforeEach(() => {
  sessionStorage.clear();
  store = createProposalStore({ storageKey: 'test', sourceOfBusiness: 'Website', clearHidden });
});

describe('an answer that hides a question clears its answer', () => {
  it('No to claims, convictions, other vehicles and a motoring organisation empties what they revealed', () => {
    answer('risk.proposer.driver_details.has_claims', true);
    store.getState().addItem('risk.proposer.driver_details.claims', { description: 'AD' });
    answer('risk.proposer.driver_details.has_claims', false);
    expect(draft().risk.proposer.driver_details.claims).toEqual([]);
    answer('risk.proposer.driver_details.licence.has_convictions', true);
    store.getState().addItem('risk.proposer.driver_details.licence.convictions', { code: 'SP30' });
    answer('risk.proposer.driver_details.licence.has_convictions', false);
    expect(draft().risk.proposer.driver_details.licence.convictions).toEqual([]);
    answer('risk.proposer.driver_details.has_access_to_other_vehicles', true);
    answer('risk.proposer.driver_details.access_to_other_vehicles', 'OWN');
    answer('risk.proposer.driver_details.has_access_to_other_vehicles', false);
    expect(draft().risk.proposer.driver_details.access_to_other_vehicles).toBeNull();
    answer('risk.proposer.driver_details.has_motoring_organisation', true);
    answer('risk.proposer.driver_details.motoring_organisation', 'AA');
    answer('risk.proposer.driver_details.has_motoring_organisation', false);
    expect(draft().risk.proposer.driver_details.motoring_organisation).toBeNull();
  });

  it('keeps what is still shown: a claim stays while she still says Yes', () => {
    answer('risk.proposer.driver_details.has_claims', true);
    store.getState().addItem('risk.proposer.driver_details.claims', { description: 'AD' });
    answer('risk.proposer.driver_details.has_access_to_other_vehicles', false);
    expect(draft().risk.proposer.driver_details.claims).toEqual([{ description: 'AD' }]);
  });

  it('no licence clears its date and number; No to giving the number clears it', () => {
    answer('risk.proposer.driver_details.licence.type', 'F');
    answer('risk.proposer.driver_details.licence.date', '2015-06-01');
    answer('risk.proposer.driver_details.licence.has_provided_licence_number', true);
    answer('risk.proposer.driver_details.licence.number', 'MORGA753116SM9IJ');
    answer('risk.proposer.driver_details.licence.has_provided_licence_number', false);
    expect(draft().risk.proposer.driver_details.licence.number).toBeNull();
    expect(draft().risk.proposer.driver_details.licence.date).toBe('2015-06-01');
    answer('risk.proposer.driver_details.licence.has_provided_licence_number', true);
    answer('risk.proposer.driver_details.licence.number', 'MORGA753116SM9IJ');
    answer('risk.proposer.driver_details.licence.type', '<No Licence>');
    expect(draft().risk.proposer.driver_details.licence).toMatchObject({ date: null, number: null });
  });

  it('an additional driver’s answers are cleared by her own, never by the proposer’s', () => {
    store.getState().addItem('risk.additional_drivers', emptyAdditionalDriver());
    answer('risk.additional_drivers.0.driver_details.has_motoring_organisation', true);
    answer('risk.additional_drivers.0.driver_details.motoring_organisation', 'RAC');
    answer('risk.proposer.driver_details.has_motoring_organisation', false);
    expect(draft().risk.additional_drivers[0].driver_details.motoring_organisation).toBe('RAC');
    answer('risk.additional_drivers.0.driver_details.has_motoring_organisation', false);
    expect(draft().risk.additional_drivers[0].driver_details.motoring_organisation).toBeNull();
  });
});
