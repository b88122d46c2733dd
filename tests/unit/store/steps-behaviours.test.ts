import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyAdditionalDriver } from '../../../src/contract/additional-driver';
import { createDetailsFormStore } from '../../../src/details-form/model/form-store';
import { createProposalStore, type ProposalStore } from '../../../src/store/proposal/proposal-store';
import { type Path } from '../../../src/store/proposal/path';

// node has no sessionStorage: a Map-backed one stands in for the browser's.
const memory = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
    clear: () => memory.clear(),
  },
});

let store: ProposalStore;
const answer = (path: Path, value: unknown) => store.getState().setAnswer(path, value);
const draft = () => store.getState().draft;
const driver = (forenames: string) => ({
  ...emptyAdditionalDriver(),
  name: { title: null, forenames, surname: 'Hughes', salutation: null },
});

beforeEach(() => {
  memory.clear();
  store = createProposalStore({ storageKey: 'test', sourceOfBusiness: 'Website' });
});

describe('additional drivers', () => {
  it('removing a driver renumbers the rest and their duqs answers', () => {
    ['Ann', 'Ben', 'Cat'].forEach((name) => store.getState().addItem('risk.additional_drivers', driver(name)));
    ['S', 'O', 'F'].forEach((code, index) => answer(`risk.duqs.relationship_to_proposer_driver_${index + 1}`, code));
    ['M', 'S', 'W'].forEach((code, index) => answer(`risk.duqs.marital_status_driver_${index + 1}`, code));
    answer('risk.duqs.marital_status_proposer', 'M');
    store.getState().setRaw('risk.additional_drivers.2.date_of_birth', '01/0');
    store.getState().removeDriver(1);
    expect(draft().risk.additional_drivers.map((d) => d.name.forenames)).toEqual(['Ann', 'Cat']);
    expect(draft().risk.duqs).toMatchObject({
      relationship_to_proposer_driver_1: 'S',
      relationship_to_proposer_driver_2: 'F',
      marital_status_driver_1: 'M',
      marital_status_driver_2: 'W',
      marital_status_proposer: 'M',
    });
    expect(draft().risk.duqs).not.toHaveProperty('relationship_to_proposer_driver_3');
    expect(store.getState().raw).toEqual({ 'risk.additional_drivers.1.date_of_birth': '01/0' });
  });

  it('mirrors the relationship answer onto the driver, and No removes every driver answer', () => {
    store.getState().addItem('risk.additional_drivers', driver('Ann'));
    answer('risk.duqs.relationship_to_proposer_driver_1', 'S');
    expect(draft().risk.additional_drivers[0].relationship_to_proposer).toBe('S');
    answer('risk.duqs.relationship_to_proposer_driver_2', 'O');
    expect(draft().risk.additional_drivers).toHaveLength(1);
    answer('risk.has_additional_drivers', false);
    expect(draft().risk.additional_drivers).toEqual([]);
    expect(Object.keys(draft().risk.duqs).filter((key) => key.includes('_driver_'))).toEqual([]);
  });
});

describe('answers the steps depend on', () => {
  it('the way to pay chosen on the form is the proposal’s', () => {
    answer('risk.duqs.is_pay_monthly', true);
    expect(draft().is_pay_monthly).toBe(true);
    answer('risk.duqs.is_pay_monthly', false);
    expect(draft().is_pay_monthly).toBe(false);
  });

  it('No to a second job nulls it; leaving full-time education drops industry 950', () => {
    answer('risk.proposer.has_part_time_occupation', true);
    answer('risk.proposer.part_time_occupation.role', 'T20');
    answer('risk.proposer.has_part_time_occupation', false);
    expect(draft().risk.proposer.part_time_occupation).toBeNull();
    answer('risk.proposer.full_time_occupation.status', 'FTEdu');
    answer('risk.proposer.full_time_occupation.role', 'S30');
    answer('risk.proposer.full_time_occupation.status', 'Employed');
    expect(draft().risk.proposer.full_time_occupation).toMatchObject({ role: null, industry: null });
  });

  it('kept at home clears the kept postcode; No medical condition clears it', () => {
    answer('risk.vehicle.kept_postcode', 'LS1 4AP');
    answer('risk.vehicle.is_kept_at_proposer_postcode', true);
    expect(draft().risk.vehicle.kept_postcode).toBeNull();
    answer('risk.proposer.driver_details.has_medical_condition', true);
    answer('risk.proposer.driver_details.medical_condition.code', 'DIABETES');
    answer('risk.proposer.driver_details.has_medical_condition', false);
    expect(draft().risk.proposer.driver_details.medical_condition).toBeNull();
  });

  it('removing a claim moves the date typed into a later claim down with it; clearRaw forgets a cancelled one', () => {
    const claims = 'risk.proposer.driver_details.claims';
    [1, 2, 3].forEach(() => store.getState().addItem(claims, {}));
    store.getState().setRaw(`${claims}.0.date`, '12/0');
    store.getState().setRaw(`${claims}.2.date`, '03/1');
    store.getState().removeItem(claims, 0);
    expect(store.getState().raw).toEqual({ [`${claims}.1.date`]: '03/1' });
    store.getState().clearRaw(`${claims}.1`);
    expect(store.getState().raw).toEqual({});
  });
});

describe('details form state', () => {
  it('forgets touched fields of a removed or cancelled item and keeps the open driver over a reload', () => {
    const form = createDetailsFormStore('form-test');
    form.getState().touch('risk.additional_drivers.0.name.title');
    form.getState().touch('risk.additional_drivers.1.name.title');
    form.getState().forgetItem('risk.additional_drivers', 0);
    expect(form.getState().touched).toEqual({ 'risk.additional_drivers.0.name.title': true });
    form.getState().untouch('risk.additional_drivers.0');
    expect(form.getState().touched).toEqual({});
    vi.useFakeTimers();
    form.getState().setDriverEdit({ list: 'risk.additional_drivers', index: 0, isNew: true, snapshot: null });
    vi.advanceTimersByTime(1000); // the store writes once typing pauses
    vi.useRealTimers();
    expect(JSON.parse(memory.get('form-test')!).state.driverEdit).toMatchObject({ index: 0, isNew: true });
  });
});

describe('a date input', () => {
  it('answers with a real date and keeps other text as typed, with no answer', () => {
    const dob: Path = 'risk.proposer.date_of_birth';
    store.getState().setDate(dob, '27/03/19');
    expect(draft().risk.proposer.date_of_birth).toBeNull();
    expect(store.getState().raw[dob]).toBe('27/03/19');
    store.getState().setDate(dob, '1990-03-27');
    expect(draft().risk.proposer.date_of_birth).toBe('1990-03-27');
    expect(store.getState().raw).not.toHaveProperty(dob);
    store.getState().setDate(dob, '31/02/1990');
    store.getState().setDate(dob, '');
    expect(draft().risk.proposer.date_of_birth).toBeNull();
    expect(store.getState().raw).not.toHaveProperty(dob);
  });
});
