import { useProposal } from '../../../hooks/widget-context';
import { displayRegistration } from '../../../domain/registration';
import { useOptions } from '../use-options';
import { useUiText } from '../../../ui/ui-text';
import { readableCarName } from '../../../domain/car-name';

interface VehiclePanelProps {
  onFindAnother?: () => void;
  onFindManually: () => void;
}

/** The panel's id: Find car moves focus to it once the car is found. */
export const VEHICLE_PANEL_ID = 'mq-found-vehicle';

/** The chosen car, with the two ways to change it docs/product/screens.md#finding-the-car names. */
export function VehiclePanel({ onFindAnother, onFindManually }: VehiclePanelProps) {
  const { t } = useUiText();
  const vehicle = useProposal((s) => s.draft.risk.vehicle);
  const fuels = useOptions('vehicle_fuel_type').options;
  const fuel = fuels.find((option) => option.value === vehicle.fuel_type)?.name ?? vehicle.fuel_type;
  const rows: [string, string | number | null | undefined][] = [
    [t('vehicle.year'), vehicle.year],
    [t('vehicle.engine'), vehicle.engine_size ? `${vehicle.engine_size} cc` : null],
    [t('vehicle.fuel'), fuel],
    [
      t('vehicle.transmission'),
      vehicle.transmission === 'A' ? t('vehicle.automatic') : vehicle.transmission === 'M' ? t('vehicle.manual') : vehicle.transmission,
    ],
    [t('vehicle.doors'), vehicle.doors],
  ];
  return (
    <div
      id={VEHICLE_PANEL_ID}
      className="mq-vehicle-panel"
      role="group"
      aria-labelledby="mq-vehicle-panel-eyebrow mq-vehicle-panel-title"
      tabIndex={-1}
    >
      <p id="mq-vehicle-panel-eyebrow" className="mq-vehicle-panel__eyebrow">
        {t('vehicle.panelTitle')}
      </p>
      {/* Words, not aria-label: aria-label on a <p> is ignored by most screen readers (ARIA's naming prohibition). */}
      {vehicle.registration && (
        <p className="mq-plate">
          <span className="mq-visually-hidden">{t('q.registration')} </span>
          {displayRegistration(vehicle.registration)}
        </p>
      )}
      <h3 id="mq-vehicle-panel-title" className="mq-heading-m">
        {vehicle.manufacturer} {readableCarName(vehicle.model)}
      </h3>
      {vehicle.description && vehicle.description !== vehicle.model && (
        <p className="mq-vehicle-panel__description">{readableCarName(vehicle.description)}</p>
      )}
      <dl className="mq-vehicle-panel__facts">
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p className="mq-vehicle-panel__links">
        {onFindAnother && (
          <button type="button" className="mq-link-button" onClick={onFindAnother}>
            {t('vehicle.findAnother')}
          </button>
        )}
        <button type="button" className="mq-link-button" onClick={onFindManually}>
          {t('vehicle.findManually')}
        </button>
      </p>
    </div>
  );
}
