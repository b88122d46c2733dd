import { useEffect, useState } from 'react';
import type { ManualVehicle, ManualVehicleField, ManualVehicleResult } from '../../../contract/vehicle-search';
import {
  chooseInCascade,
  confirmManualVehicle,
  searchManualVehicles,
  visibleCascadeFields,
  type CascadeSelections,
} from '../../../details-form/flows/actions';
import type { LabelKey } from '../../../config/labels';
import { useWidget } from '../../../hooks/widget-context';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { RadioGroup } from '../../../ui/radio-group';
import { Select } from '../../../ui/select';
import { useUiText } from '../../../ui/ui-text';
import { readableCarName } from '../../../domain/car-name';
import type { Message } from '../../../config/label-message';

const LABELS: Record<ManualVehicleField, LabelKey> = {
  manufacturer: 'vehicle.manufacturer',
  model: 'vehicle.model',
  fuel_type: 'vehicle.fuelType',
  year: 'vehicle.regYear',
  transmission: 'vehicle.transmission',
  doors: 'vehicle.doors',
};

interface ManualCascadeProps {
  id: string;
  error: Message | null;
  onSearchByRegistration?: () => void;
  /** Why the manual look-up replaced the registration search: said first, so it never swaps in silently. */
  reason?: LabelKey | null;
}

/** The manual look-up (docs/product/questions.md#manual-look-up): manufacturer, model, fuel, year, transmission, doors, then the car and Confirm. */
export function ManualCascade({ id, error, onSearchByRegistration, reason }: ManualCascadeProps) {
  const { t } = useUiText();
  const widget = useWidget();
  const [selections, setSelections] = useState<CascadeSelections>({});
  const [result, setResult] = useState<ManualVehicleResult | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [options, setOptions] = useState<Partial<Record<ManualVehicleField, ManualVehicleResult['options'][ManualVehicleField]>>>({});

  useEffect(() => {
    let live = true;
    searchManualVehicles(widget, selections).then(
      (answer) => {
        if (!live) return;
        setFailed(false);
        setResult(answer);
        setOptions((known) => ({ ...known, ...answer.options }));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [widget, selections]);

  const choose = (field: ManualVehicleField, value: string) => {
    setChosen(null);
    setSelections((current) => chooseInCascade(current, field, value));
  };
  const vehicles: ManualVehicle[] = visibleCascadeFields(selections).length === 6 && selections.doors ? (result?.vehicles ?? []) : [];
  const confirm = () => void confirmManualVehicle(widget, vehicles, chosen, Number(selections.year));

  return (
    <fieldset className="mq-cascade">
      <legend className="mq-heading-m">{t('vehicle.manualTitle')}</legend>
      {reason && (
        <Notice tone="warning" live>
          <p>{t(reason)}</p>
        </Notice>
      )}
      {failed && <Notice tone="error">{t('vehicle.lookupFailed')}</Notice>}
      {visibleCascadeFields(selections).map((field, index) => (
        <Select
          key={field}
          id={index === 0 ? id : `${id}-${field}`}
          label={t(LABELS[field])}
          options={options[field] ?? []}
          loading={!options[field] && !failed}
          value={selections[field] ?? null}
          onChange={(value) => choose(field, value)}
          error={index === 0 ? error : null}
          touched={index === 0 && Boolean(error)}
        />
      ))}
      {selections.doors && vehicles.length === 0 && result && <Notice tone="warning">{t('vehicle.noMatches')}</Notice>}
      {vehicles.length > 0 && (
        <>
          <RadioGroup
            id={`${id}-vehicle`}
            label={t('vehicle.chooseVehicle')}
            options={vehicles.map((item) => ({
              value: item.abi_code,
              label: readableCarName(item.description ?? `${item.manufacturer} ${item.model}`),
              hint: `${item.engine_size} cc, ${item.year_min}–${item.year_max}`,
            }))}
            value={chosen}
            onChange={setChosen}
          />
          <Button variant="primary" disabled={!chosen} onClick={confirm}>
            {t('vehicle.confirm')}
          </Button>
        </>
      )}
      {onSearchByRegistration && (
        <p>
          <button type="button" className="mq-link-button" onClick={onSearchByRegistration}>
            {t('vehicle.searchByRegistration')}
          </button>
        </p>
      )}
    </fieldset>
  );
}
