import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { addMonths, dayOf, isoOf, MONTHS, toIsoDate } from '../domain/dates';
import { Button } from './button';
import { CalendarDayGrid } from './calendar-day-grid';
import { calendarLimits, clampDay, isUnitOutOfRange, today } from './calendar-model';
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
}

type View = 'day' | 'month' | 'year';

/**
 * The calendar picker of SPEC: day, month and year views, with Cancel and Ok. Nothing reaches the
 * field until Ok, so Cancel (or Escape) leaves the typed date as it was.
 */
export function Calendar({ value, min, max, isDateDisabled, onOk, onCancel, autoFocus = false }: CalendarProps) {
  const text = useUiText();
  const limits = useMemo(() => calendarLimits(min, max, isDateDisabled), [min, max, isDateDisabled]);
  const stored = toIsoDate(value);
  const initial = stored && !limits.isDisabled(dayOf(stored)) ? stored : null;
  const [pending, setPending] = useState<string | null>(initial);
  const [active, setActive] = useState<Date>(() => clampDay(initial ? dayOf(initial) : today(), limits));
  const [view, setView] = useState<View>('day');
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

  const choose = (day: Date, next: View) => {
    setActive(clampDay(day, limits));
    setView(next);
  };
  const commit = pending ?? (limits.isDisabled(active) ? null : isoOf(active));
  const month = MONTHS[active.getMonth()];
  const year = active.getFullYear();
  const previous = addMonths(active, -1);
  const next = addMonths(active, 1);

  return (
    <div ref={rootRef} className="mq-calendar">
      <div className="mq-calendar__header">
        {view === 'day' ? (
          <button type="button" className="mq-calendar__step" aria-label={text.t('ui.previousMonth')} disabled={isUnitOutOfRange(previous, 'month', limits)} onClick={() => setActive(clampDay(previous, limits))}>
            <ChevronIcon direction="left" />
          </button>
        ) : null}
        <span id={labelId} className="mq-visually-hidden" aria-live="polite">
          {`${month} ${year}`}
        </span>
        <button type="button" className="mq-calendar__switch" aria-label={text.t('ui.chooseMonth', { month })} aria-expanded={view === 'month'} onClick={() => setView(view === 'month' ? 'day' : 'month')}>
          {month} <ChevronIcon direction="down" />
        </button>
        <button type="button" className="mq-calendar__switch" aria-label={text.t('ui.chooseYear', { year })} aria-expanded={view === 'year'} onClick={() => setView(view === 'year' ? 'day' : 'year')}>
          {year} <ChevronIcon direction="down" />
        </button>
        {view === 'day' ? (
          <button type="button" className="mq-calendar__step" aria-label={text.t('ui.nextMonth')} disabled={isUnitOutOfRange(next, 'month', limits)} onClick={() => setActive(clampDay(next, limits))}>
            <ChevronIcon direction="right" />
          </button>
        ) : null}
      </div>
      {view === 'day' ? (
        <CalendarDayGrid active={active} selected={pending} limits={limits} labelId={labelId} onActivate={setActive} onPick={(day) => setPending(isoOf(day))} />
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
