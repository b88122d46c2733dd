import { describe, expect, it } from 'vitest';
import { checkRegistration, confirmRegistration } from '../../../../src/flows/price/registration';
import { quote } from '../../../support/proposal';
import { priceWidget, httpError, savedProposal, UUID } from './fake-widget';

const fiesta = {
  registration: 'AB12CDE',
  abi_code: '32010104',
  manufacturer: 'Ford',
  model: 'Fiesta',
  description: 'FIESTA ZETEC',
  year: 2012,
};
const unregistered = () => savedProposal((p) => Object.assign(p.risk.vehicle, { has_registration: false, registration: null }));

describe('checkRegistration', () => {
  it('searches the plate uppercased without spaces and matches the quoted car by abi_code', async () => {
    const { widget, api } = priceWidget(unregistered());
    api.vehicleSearch.mockResolvedValue([fiesta]);
    await expect(checkRegistration(widget, 'ab12 cde')).resolves.toEqual({ kind: 'match', registration: 'AB12CDE', vehicle: fiesta });
    expect(api.vehicleSearch).toHaveBeenCalledWith('AB12CDE');
  });

  it('tells a different car apart, and a plate with no car', async () => {
    const { widget, api } = priceWidget(unregistered());
    api.vehicleSearch.mockResolvedValueOnce([{ ...fiesta, abi_code: '99999999' }]).mockResolvedValueOnce([]);
    await expect(checkRegistration(widget, 'AB12CDE')).resolves.toMatchObject({ kind: 'different' });
    await expect(checkRegistration(widget, 'ZZ99ZZZ')).resolves.toEqual({ kind: 'not-found' });
  });

  it('reports a failed search without throwing', async () => {
    const { widget, api } = priceWidget(unregistered());
    api.vehicleSearch.mockRejectedValue(httpError(500));
    await expect(checkRegistration(widget, 'AB12CDE')).resolves.toEqual({ kind: 'failed' });
  });
});

describe('confirmRegistration', () => {
  it('sets has_registration and the plate, saves and re-quotes', async () => {
    const { widget, api, store } = priceWidget(unregistered());
    api.requoteProposal.mockImplementation(async () => ({ ...api.updateProposal.mock.calls[0][1], quote: quote({ premium: 612.34 }) }));
    const result = await confirmRegistration(widget, 'AB12CDE');
    const sent = api.updateProposal.mock.calls[0][1];
    expect(sent.risk.vehicle).toMatchObject({ has_registration: true, registration: 'AB12CDE', abi_code: '32010104' });
    expect(api.requoteProposal).toHaveBeenCalledWith(UUID);
    expect(result.kind).toBe('quoted');
    expect(store.getState().draft.risk.vehicle.has_registration).toBe(true);
  });
});
