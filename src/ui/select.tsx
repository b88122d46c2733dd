import { memo, type KeyboardEvent } from 'react';
import type { Option } from '../contract/lists';
import { cx } from './cx';
import { Field, type FieldBaseProps } from './field';
import { useUiText } from './ui-text';

export interface SelectProps extends FieldBaseProps {
  options: readonly Option[];
  value: string | null;
  /** Gives '' when the placeholder is chosen again. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLSelectElement>) => void;
  name?: string;
  autoComplete?: string;
  /** The first, empty choice; null leaves it out where a value is always set. */
  placeholder?: string | null;
  /** While the option list loads the select is disabled and busy. */
  loading?: boolean;
}

/**
 * A styled native select: phones show their own picker and screen readers know it well. A value
 * the list does not contain (an old code, a list still loading elsewhere) shows as 'Unknown'.
 */
export const Select = memo(function Select(props: SelectProps) {
  const text = useUiText();
  const { options, value, onChange, onBlur, loading, placeholder = text.t('ui.selectPlaceholder') } = props;
  const current = value ?? '';
  const unknown = current !== '' && !options.some((option) => option.value === current);
  return (
    <Field {...props}>
      {(control) => (
        <div className="mq-select-wrap">
          <select
            {...control}
            className={cx('mq-select', loading && 'is-loading')}
            name={props.name}
            autoComplete={props.autoComplete}
            value={loading ? '' : current}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            onKeyDown={props.onKeyDown}
            disabled={props.disabled || loading}
            aria-busy={loading || undefined}
            required={props.required}
          >
            {loading ? (
              <option value="">{text.t('ui.loadingOptions')}</option>
            ) : (
              <>
                {placeholder === null ? null : <option value="">{placeholder}</option>}
                {unknown ? <option value={current}>{text.t('ui.unknownOption')}</option> : null}
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.name}
                  </option>
                ))}
              </>
            )}
          </select>
        </div>
      )}
    </Field>
  );
});
