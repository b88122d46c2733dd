import type { Dayjs } from 'dayjs';
import { cx } from './cx';
import { calendarYears, isUnitOutOfRange, MONTHS, type CalendarLimits } from './calendar-model';
import { useUiText } from './ui-text';

interface UnitViewProps {
  active: Dayjs;
  limits: CalendarLimits;
  onChoose: (day: Dayjs) => void;
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
    <div role="group" aria-label={text.t('ui.monthsOf', { year: active.year() })} className="mq-calendar__units">
      {MONTHS.map((name, month) => {
        const day = active.month(month);
        return (
          <UnitButton
            key={name}
            label={name}
            current={month === active.month()}
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
        const day = active.year(year);
        return (
          <UnitButton
            key={year}
            label={String(year)}
            current={year === active.year()}
            disabled={isUnitOutOfRange(day, 'year', limits)}
            onClick={() => onChoose(day)}
          />
        );
      })}
    </div>
  );
}
