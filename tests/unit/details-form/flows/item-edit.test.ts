import { describe, expect, it } from 'vitest';
import { emptyAdditionalDriver } from '../../../../src/contract/additional-driver';
import { emptyClaim } from '../../../../src/contract/claim';
import {
  beginChange,
  beginNewItem,
  cancelEdit,
  removeListItem,
  saveEdit as saveEditOf,
} from '../../../../src/details-form/flows/item-edit';
import { CLAIM_QUESTIONS } from '../../../../src/details-form/model/questions/claim-questions';
import { DRIVER_FORM } from '../../../../src/details-form/model/questions/driver-questions';
import { freshStores } from './helpers';
import { inWords } from '../../support/default-words';

// Rules return label messages; these read them in the default words docs/product/README.md#required-wording gives.
const saveEdit: typeof saveEditOf = (...args) => inWords(saveEditOf(...args));

const CLAIMS = 'risk.proposer.driver_details.claims';
const complete = {
  ...emptyClaim(),
  description: 'AF',
  date: new Date().toISOString().slice(0, 10),
  has_own_damage_cost: false,
  has_third_party_cost: false,
  is_ncb_prejudiced: false,
  is_personal_injury: false,
  is_under_policyholders_cover: true,
};

describe('editing a repeater item in its modal', () => {
  it('a new claim is removed on Cancel, with the date typed into it', () => {
    const deps = freshStores();
    const edit = beginNewItem(deps, CLAIMS, emptyClaim());
    expect(deps.stores.proposal.getState().draft.risk.proposer.driver_details.claims).toHaveLength(1);
    deps.stores.proposal.getState().setRaw(`${CLAIMS}.0.date`, '12/0');
    cancelEdit(deps, edit);
    expect(deps.stores.proposal.getState().draft.risk.proposer.driver_details.claims).toEqual([]);
    expect(deps.stores.proposal.getState().raw).toEqual({});
  });

  it('Save keeps a complete claim, and shows every error of an incomplete one', () => {
    const deps = freshStores();
    const edit = beginNewItem(deps, CLAIMS, emptyClaim());
    const errors = saveEdit(deps, edit, CLAIM_QUESTIONS, null);
    expect(errors[`${CLAIMS}.0.description`]).toBe('Select what happened');
    expect(deps.stores.detailsForm.getState().touched[`${CLAIMS}.0.date`]).toBe(true);
    deps.stores.proposal.getState().replaceItem(CLAIMS, 0, complete);
    expect(saveEdit(deps, edit, CLAIM_QUESTIONS, null)).toEqual({});
    expect(deps.stores.detailsForm.getState().touched[CLAIMS]).toBe(true);
  });

  it('Cancel on a changed driver puts back their answers, duqs included', () => {
    const deps = freshStores();
    const proposal = deps.stores.proposal;
    proposal.getState().addItem('risk.additional_drivers', emptyAdditionalDriver());
    proposal.getState().setAnswer('risk.duqs.relationship_to_proposer_driver_1', 'S');
    const edit = beginChange(deps, 'risk.additional_drivers', 0);
    proposal.getState().setAnswer('risk.duqs.relationship_to_proposer_driver_1', 'F');
    proposal.getState().setAnswer('risk.additional_drivers.0.name.forenames', 'Tom');
    cancelEdit(deps, edit);
    expect(proposal.getState().draft.risk.duqs.relationship_to_proposer_driver_1).toBe('S');
    expect(proposal.getState().draft.risk.additional_drivers[0]).toMatchObject({
      relationship_to_proposer: 'S',
      name: { forenames: null },
    });
  });

  it('words a driver’s errors for them, and removing a driver renumbers the rest', () => {
    const deps = freshStores();
    const first = beginNewItem(deps, 'risk.additional_drivers', emptyAdditionalDriver());
    beginNewItem(deps, 'risk.additional_drivers', emptyAdditionalDriver());
    expect(saveEdit(deps, first, DRIVER_FORM, 0)['risk.additional_drivers.0.name.title']).toBe('Select their title');
    deps.stores.proposal.getState().setAnswer('risk.duqs.marital_status_driver_2', 'W');
    removeListItem(deps, 'risk.additional_drivers', 0);
    expect(deps.stores.proposal.getState().draft.risk.additional_drivers).toHaveLength(1);
    expect(deps.stores.proposal.getState().draft.risk.duqs).toMatchObject({ marital_status_driver_1: 'W' });
    expect(deps.stores.detailsForm.getState().touched['risk.additional_drivers.0.name.title']).toBeUndefined();
  });
});
