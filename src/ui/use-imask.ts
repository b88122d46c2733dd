import { useLayoutEffect, useRef } from 'react';
import InputMask from 'imask/esm/controls/input';
import type { FactoryOpts } from 'imask/esm/masked/factory';

/**
 * Binds an imask InputMask to an uncontrolled input while keeping the component controlled from
 * outside: a new `value` prop is written into the mask, and user edits are reported through
 * `onAccept`. `unmasked` picks which text is synced: the bare characters or the displayed text.
 */
export function useImask(options: FactoryOpts, value: string, onAccept: (value: string) => void, unmasked = true) {
  const inputRef = useRef<HTMLInputElement>(null);
  const maskRef = useRef<InputMask<FactoryOpts> | null>(null);
  const onAcceptRef = useRef(onAccept);
  // Writing a prop value into the mask fires 'accept' too; that echo must not reach onChange.
  const writing = useRef(false);

  useLayoutEffect(() => {
    onAcceptRef.current = onAccept;
  }, [onAccept]);

  useLayoutEffect(() => {
    const mask = new InputMask(inputRef.current!, options);
    mask.on('accept', () => {
      if (!writing.current) onAcceptRef.current(unmasked ? mask.unmaskedValue : mask.value);
    });
    maskRef.current = mask;
    return () => {
      maskRef.current = null;
      mask.destroy();
    };
  }, [options, unmasked]);

  useLayoutEffect(() => {
    const mask = maskRef.current;
    if (!mask || (unmasked ? mask.unmaskedValue : mask.value) === value) return;
    writing.current = true;
    if (unmasked) mask.unmaskedValue = value;
    else mask.value = value;
    writing.current = false;
  }, [value, options, unmasked]);

  return inputRef;
}
