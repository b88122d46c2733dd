import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { findCar } from '../../../details-form/flows/actions';
import { isValidRegistration } from '../../../domain/registration';
import { focusAndReveal } from '../../../ui/focus-error';
import { VEHICLE_PANEL_ID } from './vehicle-panel';
import { useProposal, useWidget } from '../../../hooks/widget-context';
import { Button } from '../../../ui/button';
import { MaskedInput } from '../../../ui/masked-input';
import { Notice } from '../../../ui/notice';
import { useUiText } from '../../../ui/ui-text';
import type { Message } from '../../../config/label-message';

interface RegistrationSearchProps {
  id: string;
  error: Message | null;
  /** The final failure (docs/product/questions.md#registration: the manual look-up opens), with the label saying why; null when she chose it. */
  onGiveUp: (reason: 'vehicle.registrationLookupFailed' | 'vehicle.notFoundTitle' | null) => void;
}

/** Registration + Find car; Find car stays disabled until the plate matches a UK format. */
export function RegistrationSearch({ id, error, onGiveUp }: RegistrationSearchProps) {
  const { t } = useUiText();
  const widget = useWidget();
  const saved = useProposal((s) => s.draft.risk.vehicle.registration);
  const [plate, setPlate] = useState(saved ?? '');
  const [state, setState] = useState<'idle' | 'searching' | 'not-found'>('idle');
  const misses = useRef(0);
  const container = useRef<HTMLDivElement>(null);
  const notFound = useRef<HTMLDivElement>(null);
  // The not-found message takes focus: a live region that appears with its words already in it is
  // not read out by NVDA or VoiceOver (WCAG 4.1.3), and focus puts her beside Try again.
  useEffect(() => {
    if (state === 'not-found') notFound.current?.focus();
  }, [state]);

  const search = async () => {
    setState('searching');
    const result = await findCar(widget, plate);
    if (result.kind === 'found') {
      // The search (and the focused Find car) is replaced by the car found: focus goes to it, read
      // out as 'Your chosen car' with the car's name, rather than to the page's <body>.
      // Rendered now (flushSync), and the page jumps to it in the same task: no frame shows the car
      // where a press could be aimed before the jump moves it (ui/focus-error.ts).
      const root = container.current?.getRootNode();
      flushSync(() => {
        widget.stores.proposal.getState().setAnswer('risk.vehicle.registration', plate);
        widget.stores.proposal.getState().setVehicle(result.vehicle, result.missing);
      });
      // Unless she has put focus in a field while the search ran: focus moved then took it from under
      // her keys (WebKit; docs/contributing.md#finding-a-flaky-test). Find car itself left with the search.
      const focused = root && (root as Document | ShadowRoot).activeElement;
      if (root && (!focused || focused === document.body)) focusAndReveal(root, VEHICLE_PANEL_ID);
      return;
    }
    misses.current += 1;
    // A failed service, or a second miss, is final: the manual look-up is the way on, saying why.
    if (result.kind === 'failed') return giveUp('vehicle.registrationLookupFailed');
    if (misses.current >= 2) return giveUp('vehicle.notFoundTitle');
    setState('not-found');
  };
  // The plate she searched for is kept on the car the manual look-up finds (vehicleFromManual says why).
  const giveUp = (reason: Parameters<RegistrationSearchProps['onGiveUp']>[0]) => {
    if (isValidRegistration(plate)) widget.stores.proposal.getState().setAnswer('risk.vehicle.registration', plate);
    onGiveUp(reason);
  };
  const tryAgain = () => {
    setState('idle');
    setPlate('');
    container.current?.querySelector<HTMLInputElement>(`#${id}`)?.focus();
  };

  return (
    <div className="mq-registration" ref={container}>
      <div className="mq-registration__row">
        <MaskedInput
          id={id}
          label={t('q.registration')}
          hint={t('q.registrationHint')}
          mask="registration"
          value={plate}
          onChange={setPlate}
          error={state === 'not-found' ? null : error}
          touched={Boolean(error)}
          autoComplete="off"
          width="short"
        />
        <Button variant="primary" busy={state === 'searching'} disabled={!isValidRegistration(plate)} onClick={search}>
          {t('vehicle.find')}
        </Button>
      </div>
      {state === 'not-found' && (
        <Notice ref={notFound} tone="warning" title={t('vehicle.notFoundTitle')} live>
          <p>{t('vehicle.notFoundBody')}</p>
          <div className="mq-actions">
            <Button variant="secondary" onClick={tryAgain}>
              {t('vehicle.tryAgain')}
            </Button>
            <Button variant="link" onClick={() => giveUp(null)}>
              {t('vehicle.findManually')}
            </Button>
          </div>
        </Notice>
      )}
    </div>
  );
}
