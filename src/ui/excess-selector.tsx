import { memo, useMemo } from 'react';
import { Field, type FieldBaseProps } from './field';
import { formatWholePounds } from '../domain/money';
import { Select } from './select';

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
 * spoken through aria-valuetext and shown beside it), or a select where the amounts are a list.
 */
export const ExcessSelector = memo(function ExcessSelector(props: ExcessSelectorProps) {
  if (props.variant === 'select') return <ExcessSelect {...props} />;
  const { value, onChange, onBlur, min, max, step } = props;
  const current = value ?? min;
  return (
    <Field
      id={props.id}
      label={props.label}
      hint={props.hint}
      why={props.why}
      error={props.error}
      touched={props.touched}
      className={props.className}
    >
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
