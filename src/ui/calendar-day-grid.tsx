import { useEffect, useRef, type KeyboardEvent } from 'react';
import { isoOf, MONTHS, todayIso } from '../domain/dates';
import { cx } from './cx';
import { clampDay, isSameDay, monthWeeks, moveByKey, WEEKDAYS, type CalendarLimits } from './calendar-model';

interface DayGridProps {
  /** The day that holds the roving tab stop; the grid shows its month. */
  active: Date;
  selected: string | null;
  limits: CalendarLimits;
  labelId: string;
  onActivate: (day: Date) => void;
  onPick: (day: Date) => void;
}

/**
 * The days of one month as an ARIA grid with a roving tabindex: arrows move by day and week, Home
 * and End to the week's ends, Page Up/Down by month (with Shift by year); Enter or Space picks.
 * Days outside min and max cannot be reached; other disabled days can be reached but not picked.
 */
export function CalendarDayGrid({ active, selected, limits, labelId, onActivate, onPick }: DayGridProps) {
  const gridRef = useRef<HTMLTableElement>(null);
  const movedByKey = useRef(false);
  const today = todayIso();

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    gridRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent, day: Date) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!limits.isDisabled(day)) onPick(day);
      return;
    }
    const target = moveByKey(day, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    const next = clampDay(target, limits);
    if (isSameDay(next, day)) return;
    movedByKey.current = true;
    onActivate(next);
  };

  return (
    <table ref={gridRef} role="grid" aria-labelledby={labelId} className="mq-calendar__grid">
      <thead>
        <tr>
          {WEEKDAYS.map((name) => (
            <th key={name} scope="col" abbr={name}>
              {name.slice(0, 2)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(active).map((week, w) => (
          <tr key={w}>
            {week.map((day, d) => {
              if (!day) return <td key={d} role="gridcell" className="mq-calendar__blank" />;
              const iso = isoOf(day);
              const disabled = limits.isDisabled(day);
              const isActive = isSameDay(day, active);
              return (
                <td
                  key={d}
                  role="gridcell"
                  tabIndex={isActive ? 0 : -1}
                  data-focus-target={isActive || undefined}
                  aria-label={`${day.getDate()} ${MONTHS[day.getMonth()]} ${day.getFullYear()}`}
                  aria-selected={iso === selected}
                  aria-disabled={disabled || undefined}
                  aria-current={iso === today ? 'date' : undefined}
                  className={cx('mq-calendar__day', iso === selected && 'is-selected', disabled && 'is-disabled')}
                  onClick={() => {
                    onActivate(day);
                    if (!disabled) onPick(day);
                  }}
                  onKeyDown={(event) => onKeyDown(event, day)}
                >
                  {day.getDate()}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
