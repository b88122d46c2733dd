import type { VehicleMatch } from '../../contract/vehicle-search';
import { normaliseRegistration } from '../../domain/registration';
import { requoteAfter, type PriceDeps, type RequoteResult } from './requote';

/**
 * The missing-registration check (docs/product/transitions.md#the-registration-check): the plate must find the very car that was
 * quoted (same abi_code), otherwise the quote is for a different car and the form must be edited.
 */
export type RegistrationCheck =
  | { kind: 'match'; registration: string; vehicle: VehicleMatch }
  | { kind: 'different'; registration: string; vehicle: VehicleMatch }
  | { kind: 'not-found' }
  | { kind: 'failed' };

export async function checkRegistration({ api, stores }: Pick<PriceDeps, 'api' | 'stores'>, typed: string): Promise<RegistrationCheck> {
  const registration = normaliseRegistration(typed);
  const quotedAbi = stores.proposal.getState().draft.risk.vehicle.abi_code;
  try {
    const [vehicle] = await api.vehicleSearch(registration);
    if (!vehicle) return { kind: 'not-found' };
    const same = Boolean(quotedAbi) && vehicle.abi_code === quotedAbi;
    return { kind: same ? 'match' : 'different', registration, vehicle };
  } catch {
    return { kind: 'failed' };
  }
}

/** Confirm: the proposal now has its registration (has_registration true) and is re-quoted. */
export function confirmRegistration(deps: PriceDeps, registration: string): Promise<RequoteResult> {
  return requoteAfter(
    deps,
    (state) => {
      state.setAnswer('risk.vehicle.registration', registration);
      state.setAnswer('risk.vehicle.has_registration', true);
    },
    async (uuid, draft) => {
      await deps.api.updateProposal(uuid, draft);
      return deps.api.requoteProposal(uuid);
    },
  );
}
