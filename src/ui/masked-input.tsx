import { memo, useMemo, type HTMLAttributes } from 'react';
import { cx } from './cx';
import { Field, type FieldBaseProps } from './field';
import { MASK_PRESETS, tokenMask, type MaskPreset } from './mask-definitions';
import { useImask } from './use-imask';

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

const PRESET_INPUT: Record<MaskPreset, { inputMode: InputMode; type: 'text' | 'tel' }> = {
  registration: { inputMode: 'text', type: 'text' },
  phone: { inputMode: 'tel', type: 'tel' },
  sortCode: { inputMode: 'numeric', type: 'text' },
  accountNumber: { inputMode: 'numeric', type: 'text' },
  money: { inputMode: 'numeric', type: 'text' },
  date: { inputMode: 'numeric', type: 'text' },
};

export interface MaskedInputProps extends FieldBaseProps {
  /** A preset (mask-definitions.ts), or a mask in its tokens (# digit, @ letter, * letter or digit). */
  mask: MaskPreset | (string & {});
  /** The unmasked value: no hyphens in a sort code, no commas in money. */
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  autoComplete?: string;
  inputMode?: InputMode;
  /** Shown before the input, e.g. '£'. Hidden from screen readers, as on GOV.UK: the label says pounds. */
  prefix?: string;
  width?: 'full' | 'medium' | 'short';
}

function isPreset(mask: string): mask is MaskPreset {
  return Object.hasOwn(MASK_PRESETS, mask);
}

export const MaskedInput = memo(function MaskedInput(props: MaskedInputProps) {
  const { mask, value, onChange, onBlur, prefix, width = 'medium' } = props;
  const options = useMemo(() => (isPreset(mask) ? MASK_PRESETS[mask] : tokenMask(mask)), [mask]);
  const inputRef = useImask(options, value ?? '', onChange);
  const preset = isPreset(mask) ? PRESET_INPUT[mask] : { inputMode: undefined, type: 'text' as const };
  return (
    <Field {...props}>
      {(control) => (
        <div className={cx('mq-input-wrap', prefix && 'mq-input-wrap--prefixed')}>
          {prefix ? (
            <span className="mq-input-prefix" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            {...control}
            ref={inputRef}
            className={cx('mq-input', `mq-input--${width}`, mask === 'registration' && 'mq-input--registration')}
            type={preset.type}
            name={props.name}
            inputMode={props.inputMode ?? preset.inputMode}
            autoComplete={props.autoComplete}
            autoCapitalize={mask === 'registration' ? 'characters' : undefined}
            spellCheck={false}
            onBlur={onBlur}
            disabled={props.disabled}
            required={props.required}
          />
        </div>
      )}
    </Field>
  );
});
