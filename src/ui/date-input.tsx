import { memo, useCallback, useMemo } from 'react';
import { birthCalendarStart, formatDisplayDate, normaliseTypedDate, parseDisplayDate } from '../domain/dates';
import { CalendarButton } from './calendar-popover';
import { Field, type FieldBaseProps } from './field';
import { MASK_PRESETS } from './mask-definitions';
import { useImask } from './use-imask';
import { useUiText } from './ui-text';

export interface DateInputProps extends Omit<FieldBaseProps, 'label'> {
  label: string;
  /**
   * 'YYYY-MM-DD' for a complete real date, otherwise the text as typed ('31/02/1990', '01/0'),
   * so a validator can tell "Enter a real date" from "Enter your date of birth".
   */
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  autoComplete?: string;
  /** Calendar limits as YYYY-MM-DD; the calendar's default is 100 years back to today. */
  min?: string;
  max?: string;
  isDateDisabled?: (iso: string) => boolean;
}

/**
 * One masked DD/MM/YYYY text input with a numeric keypad, plus a 'Choose date' calendar beside it.
 * Typing is always possible: the calendar is a shortcut, never the only way in.
 */
export const DateInput = memo(function DateInput(props: DateInputProps) {
  const text = useUiText();
  const { value, onChange, onBlur, min, max, isDateDisabled } = props;
  const onText = useCallback((text: string) => onChange(parseDisplayDate(text) ?? text), [onChange]);
  // A stored date shows as DD/MM/YYYY; half-typed or impossible text shows as it was typed.
  // '4/3/1988', '4.3.1988' and '04 03 1988' land on 04/03/1988: the mask alone would refuse the
  // separator after a one-digit day and run on into '43/19/88'.
  const inputRef = useImask(MASK_PRESETS.date, formatDisplayDate(value) || (value ?? ''), onText, false, normaliseTypedDate);
  // autocomplete="bday" is how every date-of-birth field already declares itself.
  const opensOn = useMemo(
    () => (props.autoComplete === 'bday' ? ({ view: 'year', day: birthCalendarStart() } as const) : undefined),
    [props.autoComplete],
  );
  const onPick = useCallback(
    (iso: string) => {
      onChange(iso);
      onBlur?.();
    },
    [onChange, onBlur],
  );

  return (
    <Field {...props} hint={props.hint ?? text.t('ui.dateHint')} className={props.className}>
      {(control) => (
        <div className="mq-date__row">
          <input
            {...control}
            ref={inputRef}
            className="mq-input mq-input--date"
            type="text"
            inputMode="numeric"
            name={props.name}
            autoComplete={props.autoComplete}
            onBlur={onBlur}
            disabled={props.disabled}
            required={props.required}
          />
          <CalendarButton
            fieldLabel={props.label}
            value={value}
            min={min}
            max={max}
            isDateDisabled={isDateDisabled}
            onSelect={onPick}
            disabled={props.disabled}
            opensOn={opensOn}
          />
        </div>
      )}
    </Field>
  );
});
