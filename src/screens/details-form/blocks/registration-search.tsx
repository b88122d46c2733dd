import { useRef, useState } from 'react';
import { findCar } from '../../../flows/details-form/vehicle-lookup';
import { isValidRegistration } from '../../../domain/registration';
import { useLabels, useProposal, useWidget } from '../../../store/widget-context';
import { Button } from '../../../ui/button';
import { MaskedInput } from '../../../ui/masked-input';
import { Notice } from '../../../ui/notice';

interface RegistrationSearchProps {
  id: string;
  error: string | null;
  /** The final failure: SPEC.md shows the manual mode. */
  onGiveUp: () => void;
}

/** Registration + Find car; Find car stays disabled until the plate matches a UK format. */
export function RegistrationSearch({ id, error, onGiveUp }: RegistrationSearchProps) {
  const t = useLabels();
  const widget = useWidget();
  const saved = useProposal((s) => s.draft.risk.vehicle.registration);
  const [plate, setPlate] = useState(saved ?? '');
  const [state, setState] = useState<'idle' | 'searching' | 'not-found'>('idle');
  const misses = useRef(0);
  const container = useRef<HTMLDivElement>(null);

  const search = async () => {
    setState('searching');
    const result = await findCar(widget, plate);
    if (result.kind === 'found') {
      widget.stores.proposal.getState().setAnswer('risk.vehicle.registration', plate);
      widget.stores.proposal.getState().setVehicle(result.vehicle, result.missing);
      return;
    }
    misses.current += 1;
    // A failed service, or a second miss, is final: the manual look-up is the way on.
    if (result.kind === 'failed' || misses.current >= 2) return onGiveUp();
    setState('not-found');
  };
  const tryAgain = () => {
    setState('idle');
    setPlate('');
    container.current?.querySelector<HTMLInputElement>(`#${id}`)?.focus();
  };

  return (
    <div className="mq-registration" ref={container}>
      <div className="mq-registration__row">
        <MaskedInput id={id} label={t('q.registration')} hint={t('q.registrationHint')} mask="registration" value={plate} onChange={setPlate} error={state === 'not-found' ? null : error} touched={Boolean(error)} autoComplete="off" width="short" />
        <Button variant="primary" busy={state === 'searching'} disabled={!isValidRegistration(plate)} onClick={search}>
          {t('vehicle.find')}
        </Button>
      </div>
      {state === 'not-found' && (
        <Notice tone="warning" title={t('vehicle.notFoundTitle')} live>
          <p>{t('vehicle.notFoundBody')}</p>
          <div className="mq-actions">
            <Button variant="secondary" onClick={tryAgain}>
              {t('vehicle.tryAgain')}
            </Button>
            <Button variant="link" onClick={onGiveUp}>
              {t('vehicle.findManually')}
            </Button>
          </div>
        </Notice>
      )}
    </div>
  );
}
