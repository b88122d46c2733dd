import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createProposalStore, type ProposalStore } from '../../../src/store/proposal/proposal-store';
import '../support/memory-session-storage';
import { type Path } from '../../../src/store/proposal/path';

let store: ProposalStore;
const answer = (path: Path, value: unknown) => store.getState().setAnswer(path, value);
const draft = () => store.getState().draft;

beforeEach(() => {
  sessionStorage.clear();
  store = createProposalStore({ storageKey: 'test', sourceOfBusiness: 'Website' });
});

describe('vehicle behaviours', () => {
  it("'No' to knowing the registration resets the vehicle", () => {
    answer('risk.vehicle.registration', 'ab12 cde');
    answer('risk.vehicle.value', 12000);
    expect(draft().risk.vehicle.registration).toBe('AB12CDE');
    answer('risk.vehicle.has_registration', false);
    expect(draft().risk.vehicle.registration).toBeNull();
    expect(draft().risk.vehicle.value).toBeNull();
    expect(draft().risk.vehicle.has_registration).toBe(false);
  });

  it('not purchased clears the purchase date; keeper sets or clears the owner', () => {
    answer('risk.vehicle.purchased.date_purchased', '2024-05-01');
    answer('risk.vehicle.purchased.is_purchased', false);
    expect(draft().risk.vehicle.purchased?.date_purchased).toBeNull();
    answer('risk.vehicle.keeper', true);
    expect(draft().risk.duqs.vehicle_owner).toBe('1');
    answer('risk.vehicle.keeper', false);
    expect(draft().risk.duqs.vehicle_owner).toBeNull();
  });

  it('not modified clears the modifications, and leaving step 2 copies types into duqs', () => {
    answer('risk.vehicle.is_modified', true);
    store.getState().addItem('risk.vehicle.modifications', { type: 'ALLOY', description: 'Alloy wheels' });
    store.getState().addItem('risk.vehicle.modifications', { type: 'TOWBAR', description: null });
    store.getState().leaveCarStep();
    expect(draft().risk.duqs).toMatchObject({ vehicle_modification_1: 'ALLOY', vehicle_modification_2: 'TOWBAR' });
    store.getState().removeItem('risk.vehicle.modifications', 0);
    store.getState().leaveCarStep();
    expect(draft().risk.duqs.vehicle_modification_1).toBe('TOWBAR');
    expect(draft().risk.duqs.vehicle_modification_2).toBeUndefined();
    answer('risk.vehicle.is_modified', false);
    expect(draft().risk.vehicle.modifications).toEqual([]);
  });
});

describe('cover behaviours', () => {
  it('cover other than C sets the excess to 0; switching to C sets no excess she did not choose', () => {
    answer('risk.vehicle.cover_type', 'C');
    expect(draft().risk.voluntary_excess).toBe(0);
    answer('risk.voluntary_excess', 250);
    answer('risk.vehicle.cover_type', 'C');
    expect(draft().risk.voluntary_excess).toBe(250);
    answer('risk.vehicle.cover_type', 'TPO');
    expect(draft().risk.voluntary_excess).toBe(0);
  });

  it('previous insurance creates or nulls the record; 0 NCD years clears protection', () => {
    answer('risk.has_previous_insurance', true);
    expect(draft().risk.previous_insurance).toEqual({ type: null, ncd: { years: null, is_protected: null } });
    answer('risk.previous_insurance.ncd.years', 4);
    answer('risk.previous_insurance.ncd.is_protected', true);
    answer('risk.previous_insurance.ncd.years', 0);
    expect(draft().risk.previous_insurance?.ncd?.is_protected).toBeNull();
    answer('risk.has_previous_insurance', false);
    expect(draft().risk.previous_insurance).toBeNull();
  });

  it('class of use outside C1-C3 nulls the business mileage', () => {
    answer('risk.vehicle.class_of_use', 'C1');
    answer('risk.business_mileage', 3000);
    answer('risk.vehicle.class_of_use', 'C2');
    expect(draft().risk.business_mileage).toBe(3000);
    answer('risk.vehicle.class_of_use', 'SDPC');
    expect(draft().risk.business_mileage).toBeNull();
  });

  it('no additional drivers empties the list and their per-driver duqs answers', () => {
    answer('risk.has_additional_drivers', true);
    store.getState().addItem('risk.additional_drivers', { relationship_to_proposer: 'S' });
    answer('risk.duqs.marital_status_driver_1', 'M');
    answer('risk.duqs.relationship_to_proposer_driver_1', 'S');
    answer('risk.duqs.education_level', 'DEG');
    answer('risk.has_additional_drivers', false);
    expect(draft().risk.additional_drivers).toEqual([]);
    expect(draft().risk.duqs).toEqual(expect.not.objectContaining({ marital_status_driver_1: 'M' }));
    expect(draft().risk.duqs.education_level).toBe('DEG');
  });

  it('turning third party authority off clears every tpa_ field', () => {
    answer('risk.userfields.has_third_party_authority', true);
    answer('risk.userfields.tpa_forename', 'Ann');
    answer('risk.userfields.has_email_consent', true);
    answer('risk.userfields.has_third_party_authority', false);
    expect(draft().risk.userfields.tpa_forename).toBeNull();
    expect(draft().risk.userfields.has_email_consent).toBe(true);
  });
});

describe('driver behaviours', () => {
  // What a Yes/No or the licence type hides is cleared by the form's tables: tests/unit/details-form/model/hidden-answers.test.ts.
  it('a changed UK-born answer resets the since date', () => {
    answer('risk.proposer.resident.is_uk_born', false);
    answer('risk.proposer.resident.since', '2010-01-01');
    answer('risk.proposer.resident.is_uk_born', true);
    expect(draft().risk.proposer.resident.since).toBeNull();
  });

  it('full-time education sets industry 950; non-working statuses clear role, industry and second job', () => {
    answer('risk.proposer.full_time_occupation.role', 'A01');
    answer('risk.proposer.full_time_occupation.status', 'FTEdu');
    expect(draft().risk.proposer.full_time_occupation).toMatchObject({ industry: '950', role: null });
    answer('risk.proposer.full_time_occupation.status', 'Employed');
    answer('risk.proposer.full_time_occupation.role', 'A01');
    answer('risk.proposer.full_time_occupation.industry', '123');
    answer('risk.proposer.has_part_time_occupation', true);
    expect(draft().risk.proposer.part_time_occupation).toEqual({ status: null, role: null, industry: null });
    answer('risk.proposer.full_time_occupation.status', 'Retired');
    expect(draft().risk.proposer.full_time_occupation).toMatchObject({ role: null, industry: null });
    expect(draft().risk.proposer.has_part_time_occupation).toBeNull();
    expect(draft().risk.proposer.part_time_occupation).toBeNull();
  });

  it('allows one medical condition across all drivers and raises the Sorry notice for a second', () => {
    answer('risk.proposer.driver_details.has_medical_condition', true);
    store.getState().addItem('risk.additional_drivers', { driver_details: { has_medical_condition: null } });
    answer('risk.additional_drivers.0.driver_details.has_medical_condition', true);
    expect(draft().risk.additional_drivers[0].driver_details.has_medical_condition).toBe(false);
    expect(store.getState().notice).toBe('medical-condition-limit');
    answer('risk.proposer.driver_details.has_medical_condition', false);
    answer('risk.additional_drivers.0.driver_details.has_medical_condition', true);
    expect(draft().risk.additional_drivers[0].driver_details.has_medical_condition).toBe(true);
  });

  it('derives the salutation from title and surname', () => {
    answer('risk.proposer.name.title', 'Mrs');
    answer('risk.proposer.name.surname', 'Okafor');
    expect(draft().risk.proposer.name.salutation).toBe('Mrs Okafor');
  });
});

describe('persistence', () => {
  it('keeps the draft across a reload but never the bank details', () => {
    vi.useFakeTimers();
    answer('risk.proposer.name.forenames', 'Priya');
    answer('direct_debit.account_number', '12345678');
    answer('direct_debit.sort_code', '112233');
    expect(sessionStorage.getItem('test') ?? '').not.toContain('Priya'); // written once typing pauses, not per keystroke
    vi.advanceTimersByTime(300);
    vi.useRealTimers();
    const saved = JSON.stringify(sessionStorage.getItem('test'));
    expect(saved).toContain('Priya');
    expect(saved).not.toContain('12345678');
    expect(saved).not.toContain('112233');
    const reloaded = createProposalStore({ storageKey: 'test', sourceOfBusiness: 'Website' });
    expect(reloaded.getState().draft.risk.proposer.name.forenames).toBe('Priya');
  });

  it('keeps the proposal’s access token beside the draft across a reload, bound to its uuid; a cleared session forgets it', () => {
    vi.useFakeTimers();
    store.getState().setAccess('uuid-1', 'token-of-uuid-1');
    vi.advanceTimersByTime(300);
    vi.useRealTimers();
    const reloaded = createProposalStore({ storageKey: 'test', sourceOfBusiness: 'Website' });
    expect(reloaded.getState().access).toEqual({ uuid: 'uuid-1', token: 'token-of-uuid-1' });
    reloaded.getState().clear();
    expect(reloaded.getState().access).toBeNull();
  });
});

describe('a partner set while the widget runs (update({ partner }))', () => {
  it('moves a proposal not yet saved, and every fresh one after it, to the new source of business', () => {
    answer('risk.proposer.name.forenames', 'Amelia');
    store.getState().setSourceOfBusiness('105');
    expect(draft().risk.source_of_business).toBe('105');
    expect(draft().risk.proposer.name.forenames).toBe('Amelia');
    store.getState().clear();
    expect(draft().risk.source_of_business).toBe('105');
  });

  it('leaves a saved proposal under the partner it was quoted with', () => {
    store.getState().setAccess('uuid-1', 'token-of-uuid-1');
    store.getState().setSourceOfBusiness('105');
    expect(draft().risk.source_of_business).toBe('Website');
    store.getState().clear();
    expect(draft().risk.source_of_business).toBe('105');
  });
});
