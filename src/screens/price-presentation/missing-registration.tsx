import { useRef, useState } from 'react';
import { displayRegistration, isValidRegistration } from '../../domain/registration';
import { checkRegistration, type RegistrationCheck } from '../../flows/price/registration';
import { useWidget } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { MaskedInput } from '../../ui/masked-input';
import { Notice } from '../../ui/notice';
import { useUiText } from '../../ui/ui-text';
import { readableCarName } from '../../domain/car-name';

interface MissingRegistrationProps {
  onConfirm: (registration: string) => unknown;
  onEdit: () => void;
}

/**
 * Shown only while the vehicle has no registration (docs/product/transitions.md#the-registration-check): the plate must find the
 * car that was quoted before Confirm appears; a different car sends the proposer to edit the quote.
 */
export function MissingRegistration({ onConfirm, onEdit }: MissingRegistrationProps) {
  const { t } = useUiText();
  const widget = useWidget();
  const [plate, setPlate] = useState('');
  const [result, setResult] = useState<RegistrationCheck | null>(null);
  const input = useRef<HTMLDivElement>(null);
  const onPlate = (value: string) => {
    setPlate(value);
    setResult(null);
  };
  const search = async () => setResult(await checkRegistration(widget, plate));
  const tryAgain = () => {
    setResult(null);
    setPlate('');
    input.current?.querySelector('input')?.focus();
  };
  const found = result?.kind === 'match' || result?.kind === 'different' ? result.vehicle : null;
  return (
    <section className="mq-price-section mq-price-missing-reg" aria-labelledby="mq-reg-title">
      <h2 id="mq-reg-title" className="mq-heading-m">
        {t('price.regTitle')}
      </h2>
      <p>{t('price.regIntro')}</p>
      <div className="mq-price-missing-reg__row" ref={input}>
        <MaskedInput
          id="mq-reg-input"
          label={t('price.regLabel')}
          hint={t('price.regHint')}
          mask="registration"
          value={plate}
          onChange={onPlate}
          autoComplete="off"
          width="short"
        />
        <Button variant="secondary" disabled={!isValidRegistration(plate)} onClick={search}>
          {t('price.regFind')}
        </Button>
      </div>
      {result?.kind === 'not-found' && (
        <Notice tone="warning" title={t('price.regNotFoundTitle')} live>
          <p>{t('price.regNotFoundBody')}</p>
          <div className="mq-actions">
            <Button variant="secondary" onClick={tryAgain}>
              {t('price.regTryAgain')}
            </Button>
          </div>
        </Notice>
      )}
      {result?.kind === 'failed' && <Notice tone="error" title={t('price.regFailed')} live />}
      {found && (
        <div className="mq-price-found-car" role="group" aria-labelledby="mq-price-found-car-title">
          <p className="mq-price-found-car__eyebrow">{t('price.regFound')}</p>
          <p className="mq-plate">{displayRegistration(found.registration ?? plate)}</p>
          <h3 id="mq-price-found-car-title" className="mq-heading-s">
            {[found.manufacturer, readableCarName(found.model), found.year].filter(Boolean).join(' ')}
          </h3>
          {found.description && <p className="mq-hint">{readableCarName(found.description)}</p>}
        </div>
      )}
      {result?.kind === 'match' && (
        <div className="mq-actions">
          <Button onClick={() => onConfirm(result.registration)}>{t('price.regConfirm')}</Button>
        </div>
      )}
      {result?.kind === 'different' && (
        <Notice tone="error" live>
          <p>{t('price.regDifferent')}</p>
          <div className="mq-actions">
            <Button variant="secondary" onClick={onEdit}>
              {t('price.regReturn')}
            </Button>
          </div>
        </Notice>
      )}
    </section>
  );
}
