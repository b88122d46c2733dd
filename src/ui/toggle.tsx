import { memo } from 'react';
import { cx } from './cx';
import { Field, type FieldBaseProps } from './field';
import { useUiText } from './ui-text';

export interface ToggleProps extends FieldBaseProps {
  /** null (not yet answered) shows as off. */
  checked: boolean | null;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
}

/** An on/off switch (role=switch), as for naming a third party authority. */
export const Toggle = memo(function Toggle(props: ToggleProps) {
  const { checked, onChange, onBlur } = props;
  const on = Boolean(checked);
  const text = useUiText();
  return (
    <Field {...props} className={props.className}>
      {(control) => (
        <button
          {...control}
          type="button"
          role="switch"
          aria-checked={on}
          className={cx('mq-toggle', on && 'is-on')}
          onClick={() => onChange(!on)}
          onBlur={onBlur}
          disabled={props.disabled}
        >
          <span className="mq-toggle__track" aria-hidden="true">
            <span className="mq-toggle__thumb" />
          </span>
          <span aria-hidden="true">{text.t(on ? 'ui.on' : 'ui.off')}</span>
        </button>
      )}
    </Field>
  );
});
