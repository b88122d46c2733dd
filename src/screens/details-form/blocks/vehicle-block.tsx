import { useState } from 'react';
import { useLabels, useProposal, useWidget } from '../../../store/widget-context';
import { fieldId } from '../use-question';
import { ManualCascade } from './manual-cascade';
import { RegistrationSearch } from './registration-search';
import { VehiclePanel } from './vehicle-panel';

/**
 * Step 2's car: a registration look-up (or the manual cascade when the registration is not known,
 * or the look-up finally fails), then the vehicle panel once a car is chosen.
 */
export function VehicleBlock({ path, error }: { path: string; error: string | null }) {
  const t = useLabels();
  const { stores } = useWidget();
  const hasRegistration = useProposal((s) => s.draft.risk.vehicle.has_registration);
  const found = useProposal((s) => Boolean(s.draft.risk.vehicle.abi_code));
  const [manual, setManual] = useState(false);
  if (hasRegistration === null || hasRegistration === undefined) return null;

  const clearCar = () => stores.proposal.getState().setVehicle({ abi_code: null, manufacturer: null, model: null, description: null, year: null, engine_size: null, fuel_type: null, transmission: null, doors: null, seats: null, body_style: null }, []);
  const findAnother = () => {
    clearCar();
    setManual(false);
  };
  const findManually = () => {
    clearCar();
    setManual(true);
  };
  const id = fieldId(path);
  return (
    <section className="mq-vehicle" aria-label={t('q.findCar')}>
      {found ? (
        <VehiclePanel onFindAnother={hasRegistration ? findAnother : undefined} onFindManually={findManually} />
      ) : manual || hasRegistration === false ? (
        <ManualCascade id={id} error={error} onSearchByRegistration={hasRegistration ? () => setManual(false) : undefined} />
      ) : (
        <RegistrationSearch id={id} error={error} onGiveUp={() => setManual(true)} />
      )}
    </section>
  );
}
