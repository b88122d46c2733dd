import { useState } from 'react';
import { ordinalDate, startDateWindow, formatDisplayDate, shiftDate, todayIso } from '../../domain/dates';
import { startDateError } from '../../flows/price/start-date';
import { useProposal } from '../../hooks/widget-context';
import { DateInput } from '../../ui/date-input';
import { PendingActions } from './pending-actions';
import { coverStartText } from '../../view/figure-text';
import { useUiText } from '../../ui/ui-text';

interface StartDateProps {
  /** The date chosen (ISO) or being typed, until confirmed; null when unchanged. */
  pending: string | null;
  onPending: (value: string | null) => void;
  onConfirm: (iso: string) => unknown;
}

/** Update start date: a new date shows Confirm & requote (docs/product/transitions.md#confirm-and-requote). */
export function StartDate({ pending, onPending, onConfirm }: StartDateProps) {
  const { t } = useUiText();
  const current = useProposal((s) => s.draft.risk.start_date);
  const [touched, setTouched] = useState(false);
  const range = startDateWindow();
  const error = pending === null ? null : startDateError(pending);
  const onChange = (value: string) => onPending(value === current ? null : value);
  const undo = () => {
    setTouched(false);
    onPending(null);
  };
  return (
    <section className="mq-price-section" aria-labelledby="mq-start-title">
      <h2 id="mq-start-title" className="mq-heading-m">
        {t('price.startTitle')}
      </h2>
      <p>{t('price.startCurrent', { date: coverStartText(t, current) })}</p>
      <DateInput
        id="mq-start-date"
        label={t('price.startLabel')}
        hint={t('price.startHint', { example: formatDisplayDate(shiftDate(todayIso(), 7, 'day')) })}
        value={pending ?? current}
        onChange={onChange}
        onBlur={() => setTouched(true)}
        min={range.min}
        max={range.max}
        error={error}
        touched={touched || (pending !== null && error !== null && /^\d{4}-/.test(pending))}
      />
      {pending !== null && (
        <PendingActions
          current={ordinalDate(current)}
          field="mq-start-date"
          canConfirm={error === null}
          onConfirm={() => onConfirm(pending)}
          onUndo={undo}
        />
      )}
    </section>
  );
}
