import { memo, useMemo } from 'react';
import { Field, type FieldBaseProps } from './field';
import { formatWholePounds } from '../domain/money';
import { Select } from './select';
import { useUiText } from './ui-text';

interface ExcessSelectorBase extends FieldBaseProps {
  value: number | null;
  onChange: (value: number) => void;
  onBlur?: () => void;
}

interface SliderProps extends ExcessSelectorBase {
  variant?: 'slider';
  min: number;
  max: number;
  step: number;
}

interface ChoiceProps extends ExcessSelectorBase {
  /** A select of discrete amounts, e.g. £0 to £1,000 in £50 steps on the price screen. */
  variant: 'select';
  choices: readonly number[];
}

export type ExcessSelectorProps = SliderProps | ChoiceProps;

/**
 * The voluntary excess in pounds: a native range slider (arrow keys move a step, the amount is
 * spoken through aria-valuetext and shown beside it) with a select of the same amounts under it,
 * or a select alone where the amounts are a list. The slider's 81 steps in a phone's 270 px are
 * a few pixels each: a tremor, a switch or a voice user picks an amount from the list instead.
 */
export const ExcessSelector = memo(function ExcessSelector(props: ExcessSelectorProps) {
  const { t } = useUiText();
  if (props.variant === 'select') return <ExcessSelect {...props} />;
  const { value, onChange, onBlur, min, max, step } = props;
  const current = value ?? min;
  const amounts: number[] = [];
  for (let amount = min; amount <= max; amount += step) amounts.push(amount);
  return (
    <Field {...props}>
      {(control) => (
        <div className="mq-range">
          <output className="mq-range__value" htmlFor={props.id} aria-hidden="true">
            {formatWholePounds(current)}
          </output>
          <input
            {...control}
            className="mq-range__input"
            type="range"
            min={min}
            max={max}
            step={step}
            value={current}
            aria-valuetext={formatWholePounds(current)}
            onChange={(event) => onChange(Number(event.target.value))}
            onBlur={onBlur}
            disabled={props.disabled}
          />
          <div className="mq-range__limits" aria-hidden="true">
            <span>{formatWholePounds(min)}</span>
            <span>{formatWholePounds(max)}</span>
          </div>
          <div className="mq-range__choose">
            <label htmlFor={`${props.id}-amount`}>{t('ui.excessAmount')}</label>
            <div className="mq-select-wrap">
              <select
                id={`${props.id}-amount`}
                className="mq-select"
                value={String(current)}
                onChange={(event) => onChange(Number(event.target.value))}
                onBlur={onBlur}
                disabled={props.disabled}
              >
                {amounts.map((amount) => (
                  <option key={amount} value={amount}>
                    {formatWholePounds(amount)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
      )}
    </Field>
  );
});

function ExcessSelect({ choices, value, onChange, variant: _variant, ...field }: ChoiceProps) {
  const options = useMemo(() => choices.map((amount) => ({ value: String(amount), name: formatWholePounds(amount) })), [choices]);
  return (
    <Select
      {...field}
      options={options}
      value={value === null ? null : String(value)}
      placeholder={null}
      onChange={(next) => onChange(Number(next))}
    />
  );
}
