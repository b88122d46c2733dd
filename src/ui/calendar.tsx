import { useEffect, useId, useMemo, useRef, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { toIsoDate } from '../domain/dates';
import { Button } from './button';
import { CalendarDayGrid } from './calendar-day-grid';
import { calendarLimits, clampDay, isUnitOutOfRange, MONTHS } from './calendar-model';
import { CalendarMonthView, CalendarYearView } from './calendar-unit-views';
import { ChevronIcon } from './icons';
import { useUiText } from './ui-text';

export interface CalendarProps {
  /** The field's current value; only a complete YYYY-MM-DD date preselects a day. */
  value: string | null;
  min?: string;
  max?: string;
  isDateDisabled?: (iso: string) => boolean;
  onOk: (iso: string) => void;
  onCancel: () => void;
  /** Focus the active day when shown, as the popover does; view changes always move focus. */
  autoFocus?: boolean;
  /**
   * Where a calendar with no date yet opens: a date of birth opens on its years, near a plausible
   * one, rather than on a day in the month seventeen years ago that nobody chose.
   */
  opensOn?: { view: 'day' | 'year'; day: string };
}

type View = 'day' | 'month' | 'year';

/**
 * The calendar picker of docs/product/screens.md#the-details-form: day, month and year views, with Cancel and Ok. Nothing reaches the
 * field until Ok, so Cancel (or Escape) leaves the typed date as it was.
 */
export function Calendar({ value, min, max, isDateDisabled, onOk, onCancel, autoFocus = false, opensOn }: CalendarProps) {
  const text = useUiText();
  const limits = useMemo(() => calendarLimits(min, max, isDateDisabled), [min, max, isDateDisabled]);
  const stored = toIsoDate(value);
  const initial = stored && !limits.isDisabled(dayjs(stored)) ? stored : null;
  const [pending, setPending] = useState<string | null>(initial);
  const [active, setActive] = useState<Dayjs>(() => clampDay(dayjs(initial ?? opensOn?.day), limits));
  const [view, setView] = useState<View>(initial ? 'day' : (opensOn?.view ?? 'day'));
  const rootRef = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  const labelId = useId();

  useEffect(() => {
    const firstRun = !mounted.current;
    mounted.current = true;
    if (firstRun && !autoFocus) return;
    const target = rootRef.current?.querySelector<HTMLElement>('[data-focus-target]');
    target?.scrollIntoView?.({ block: 'nearest' });
    target?.focus();
  }, [view, autoFocus]);

  const choose = (day: Dayjs, next: View) => {
    setActive(clampDay(day, limits));
    setView(next);
  };
  const commit = pending ?? (limits.isDisabled(active) ? null : active.format('YYYY-MM-DD'));
  const monthLabel = `${MONTHS[active.month()]} ${active.year()}`;

  return (
    <div ref={rootRef}>
      <div className="mq-calendar__header">
        {view === 'day' ? (
          <button
            type="button"
            className="mq-calendar__step"
            aria-label={text.t('ui.previousMonth')}
            disabled={isUnitOutOfRange(active.subtract(1, 'month'), 'month', limits)}
            onClick={() => setActive(clampDay(active.subtract(1, 'month'), limits))}
          >
            <ChevronIcon direction="left" />
          </button>
        ) : null}
        <span id={labelId} className="mq-visually-hidden" aria-live="polite">
          {monthLabel}
        </span>
        <button
          type="button"
          className="mq-calendar__switch"
          aria-label={text.t('ui.chooseMonth', { month: MONTHS[active.month()] })}
          aria-expanded={view === 'month'}
          onClick={() => setView(view === 'month' ? 'day' : 'month')}
        >
          {MONTHS[active.month()]} <ChevronIcon direction="down" />
        </button>
        <button
          type="button"
          className="mq-calendar__switch"
          aria-label={text.t('ui.chooseYear', { year: active.year() })}
          aria-expanded={view === 'year'}
          onClick={() => setView(view === 'year' ? 'day' : 'year')}
        >
          {active.year()} <ChevronIcon direction="down" />
        </button>
        {view === 'day' ? (
          <button
            type="button"
            className="mq-calendar__step"
            aria-label={text.t('ui.nextMonth')}
            disabled={isUnitOutOfRange(active.add(1, 'month'), 'month', limits)}
            onClick={() => setActive(clampDay(active.add(1, 'month'), limits))}
          >
            <ChevronIcon direction="right" />
          </button>
        ) : null}
      </div>
      {view === 'day' ? (
        <CalendarDayGrid
          active={active}
          selected={pending}
          limits={limits}
          labelId={labelId}
          onActivate={setActive}
          onPick={(day) => setPending(day.format('YYYY-MM-DD'))}
        />
      ) : view === 'month' ? (
        <CalendarMonthView active={active} limits={limits} onChoose={(day) => choose(day, 'day')} />
      ) : (
        <CalendarYearView active={active} limits={limits} onChoose={(day) => choose(day, 'month')} />
      )}
      <div className="mq-calendar__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!commit} onClick={() => commit && onOk(commit)}>
          Ok
        </Button>
      </div>
    </div>
  );
}
