import { useEffect, useRef, type KeyboardEvent } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { cx } from './cx';
import { clampDay, monthWeeks, moveByKey, WEEKDAYS, type CalendarLimits } from './calendar-model';

interface DayGridProps {
  /** The day that holds the roving tab stop; the grid shows its month. */
  active: Dayjs;
  selected: string | null;
  limits: CalendarLimits;
  labelId: string;
  onActivate: (day: Dayjs) => void;
  onPick: (day: Dayjs) => void;
}

/**
 * The days of one month as an ARIA grid with a roving tabindex: arrows move by day and week, Home
 * and End to the week's ends, Page Up/Down by month (with Shift by year); Enter or Space picks.
 * Days outside min and max cannot be reached; other disabled days can be reached but not picked.
 */
export function CalendarDayGrid({ active, selected, limits, labelId, onActivate, onPick }: DayGridProps) {
  const gridRef = useRef<HTMLTableElement>(null);
  const movedByKey = useRef(false);
  const today = dayjs();

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    gridRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent, day: Dayjs) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!limits.isDisabled(day)) onPick(day);
      return;
    }
    const target = moveByKey(day, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    const next = clampDay(target, limits);
    if (next.isSame(day, 'day')) return;
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
              if (!day) return <td key={d} role="gridcell" />;
              const iso = day.format('YYYY-MM-DD');
              const disabled = limits.isDisabled(day);
              const isActive = day.isSame(active, 'day');
              return (
                <td
                  key={d}
                  role="gridcell"
                  tabIndex={isActive ? 0 : -1}
                  data-focus-target={isActive || undefined}
                  aria-label={day.format('D MMMM YYYY')}
                  aria-selected={iso === selected}
                  aria-disabled={disabled || undefined}
                  aria-current={day.isSame(today, 'day') ? 'date' : undefined}
                  className={cx('mq-calendar__day', iso === selected && 'is-selected', disabled && 'is-disabled')}
                  onClick={() => {
                    onActivate(day);
                    if (!disabled) onPick(day);
                  }}
                  onKeyDown={(event) => onKeyDown(event, day)}
                >
                  {day.date()}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
