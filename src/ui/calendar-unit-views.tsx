import { addMonths, MONTHS } from '../domain/dates';
import { cx } from './cx';
import { calendarYears, isUnitOutOfRange, type CalendarLimits } from './calendar-model';
import { useUiText } from './ui-text';

interface UnitViewProps {
  active: Date;
  limits: CalendarLimits;
  onChoose: (day: Date) => void;
}

function UnitButton(props: { label: string; current: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={cx('mq-calendar__unit', props.current && 'is-selected')}
      aria-current={props.current || undefined}
      data-focus-target={props.current || undefined}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.label}
    </button>
  );
}

/** The twelve months of the active year; months wholly outside min and max are disabled. */
export function CalendarMonthView({ active, limits, onChoose }: UnitViewProps) {
  const text = useUiText();
  return (
    <div role="group" aria-label={text.t('ui.monthsOf', { year: active.getFullYear() })} className="mq-calendar__units mq-calendar__units--months">
      {MONTHS.map((name, month) => {
        // The same day of that month, or its last day when the month is shorter.
        const day = addMonths(active, month - active.getMonth());
        return (
          <UnitButton
            key={name}
            label={name}
            current={month === active.getMonth()}
            disabled={isUnitOutOfRange(day, 'month', limits)}
            onClick={() => onChoose(day)}
          />
        );
      })}
    </div>
  );
}

/** The years from 100 years back (or min) to this year (or max); years outside the range are disabled. */
export function CalendarYearView({ active, limits, onChoose }: UnitViewProps) {
  const text = useUiText();
  return (
    <div role="group" aria-label={text.t('ui.years')} className="mq-calendar__units mq-calendar__units--years">
      {calendarYears(limits).map((year) => {
        const day = addMonths(active, 12 * (year - active.getFullYear()));
        return (
          <UnitButton
            key={year}
            label={String(year)}
            current={year === active.getFullYear()}
            disabled={isUnitOutOfRange(day, 'year', limits)}
            onClick={() => onChoose(day)}
          />
        );
      })}
    </div>
  );
}
