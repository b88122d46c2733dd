import { describe, expect, it } from 'vitest';
import { proposal } from '../../../../support/proposal';
import { freshStore, reloaded, stored } from './helpers';

describe('the draft slice: her answers as she gives them', () => {
  it('a real date is the answer; other typed text is kept as typed with no answer, and goes once it is a date', () => {
    const store = freshStore();
    store.getState().setDate('risk.proposer.date_of_birth', '31/02');
    expect(store.getState().draft.risk.proposer.date_of_birth).toBeNull();
    expect(store.getState().raw['risk.proposer.date_of_birth']).toBe('31/02');
    store.getState().setDate('risk.proposer.date_of_birth', '1989-03-27');
    expect(store.getState().draft.risk.proposer.date_of_birth).toBe('1989-03-27');
    expect(store.getState().raw).not.toHaveProperty('risk.proposer.date_of_birth');
  });

  it('removing an item moves the date text typed into later items down with them', () => {
    const store = freshStore();
    store.getState().addItem('risk.proposer.driver_details.claims', { date: null });
    store.getState().addItem('risk.proposer.driver_details.claims', { date: null });
    store.getState().setRaw('risk.proposer.driver_details.claims.1.date', '12/2');
    store.getState().removeItem('risk.proposer.driver_details.claims', 0);
    expect(store.getState().draft.risk.proposer.driver_details.claims).toHaveLength(1);
    expect(store.getState().raw).toEqual({ 'risk.proposer.driver_details.claims.0.date': '12/2' });
  });

  it('the car from a look-up keeps what was there and notes what is still to ask', () => {
    const store = freshStore();
    store.getState().setAnswer('risk.vehicle.value', 9000);
    store.getState().setVehicle({ make: 'FORD', model: 'FIESTA' }, ['fuel']);
    expect(store.getState().draft.risk.vehicle).toMatchObject({ make: 'FORD', model: 'FIESTA', value: 9000 });
    expect(store.getState().vehicleMissing).toEqual(['fuel']);
  });

  it('survives a reload without the bank details', () => {
    const store = freshStore();
    store.getState().load(
      proposal((p) => {
        p.direct_debit = { ...p.direct_debit, account_name: 'A Hart', sort_code: '40-47-84', account_number: '70872490' };
      }),
    );
    store.getState().setRaw('risk.proposer.date_of_birth', '27/3');
    expect(stored()).not.toContain('70872490');
    const again = reloaded();
    expect(again.getState().draft.risk.proposer.name.forenames).toBe('Amelia');
    expect(again.getState().draft.direct_debit.account_number).toBeNull();
    expect(again.getState().raw).toEqual({ 'risk.proposer.date_of_birth': '27/3' });
  });
});
