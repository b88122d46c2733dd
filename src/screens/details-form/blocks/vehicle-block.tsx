import { useState } from 'react';
import type { LabelKey } from '../../../config/labels';
import { clearCar } from '../../../details-form/flows/actions';
import { useProposal, useWidget } from '../../../hooks/widget-context';
import { fieldId } from '../use-question';
import { ManualCascade } from './manual-cascade';
import { RegistrationSearch } from './registration-search';
import { VehiclePanel } from './vehicle-panel';
import { useUiText } from '../../../ui/ui-text';
import type { Message } from '../../../config/label-message';

/**
 * Step 2's car: a registration look-up (or the manual cascade when the registration is not known,
 * or the look-up finally fails), then the vehicle panel once a car is chosen.
 */
export function VehicleBlock({ path, error }: { path: string; error: Message | null }) {
  const { t } = useUiText();
  const widget = useWidget();
  const hasRegistration = useProposal((s) => s.draft.risk.vehicle.has_registration);
  const found = useProposal((s) => Boolean(s.draft.risk.vehicle.abi_code));
  // The manual look-up is open, and the label saying why when the registration search gave up.
  const [manual, setManual] = useState<{ reason: LabelKey | null } | null>(null);
  if (hasRegistration === null || hasRegistration === undefined) return null;

  const findAnother = () => {
    clearCar(widget);
    setManual(null);
  };
  const findManually = () => {
    clearCar(widget);
    setManual({ reason: null });
  };
  const id = fieldId(path);
  return (
    <section className="mq-vehicle" aria-label={t('q.findCar')}>
      {found ? (
        <VehiclePanel onFindAnother={hasRegistration ? findAnother : undefined} onFindManually={findManually} />
      ) : manual || hasRegistration === false ? (
        <ManualCascade
          id={id}
          error={error}
          reason={manual?.reason}
          onSearchByRegistration={hasRegistration ? () => setManual(null) : undefined}
        />
      ) : (
        <RegistrationSearch id={id} error={error} onGiveUp={(reason) => setManual({ reason })} />
      )}
    </section>
  );
}
