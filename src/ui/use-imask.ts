import { useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import InputMask from 'imask/esm/controls/input';
import type { FactoryOpts } from 'imask/esm/masked/factory';

/**
 * Binds an imask InputMask to an uncontrolled input while keeping the component controlled from
 * outside: a new `value` prop is written into the mask, and user edits are reported through
 * `onAccept`. `unmasked` picks which text is synced: the bare characters or the displayed text.
 * `retype`, when given, rewrites what is typed at the end of the text or pasted over all of it
 * before the mask sees it: a mask can only refuse a character, never change those already typed
 * (a date's '4' must become '04' when '/' follows it).
 */
export function useImask(
  options: FactoryOpts,
  value: string,
  onAccept: (value: string) => void,
  unmasked = true,
  retype?: (text: string) => string,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const maskRef = useRef<InputMask<FactoryOpts> | null>(null);
  const onAcceptRef = useRef(onAccept);
  // Writing a prop value into the mask fires 'accept' too; that echo must not reach onChange.
  const writing = useRef(false);

  const retypeRef = useRef(retype);

  useLayoutEffect(() => {
    onAcceptRef.current = onAccept;
    retypeRef.current = retype;
  }, [onAccept, retype]);

  useLayoutEffect(() => {
    const mask = new InputMask(inputRef.current!, options);
    // A typed change is rendered before its input event ends. imask listens outside
    // React's handlers, and the DOM standard sets no window.event for a listener in a shadow tree,
    // so React rendered it in a later task: a press handled first (a quick tap, a voice command's
    // click()) met the old state, e.g. Find car still disabled after the registration's last letter.
    // Only a typed change (imask passes its input event): one made on blur can come from a focus()
    // inside a React commit, where flushSync must not be called.
    mask.on('accept', (event?: InputEvent) => {
      if (writing.current) return;
      const report = () => onAcceptRef.current(unmasked ? mask.unmaskedValue : mask.value);
      if (event) flushSync(report);
      else report();
    });
    maskRef.current = mask;
    const input = inputRef.current!;
    const onBeforeInput = (event: InputEvent) => {
      const rewrite = retypeRef.current;
      if (!rewrite || (event.inputType !== 'insertText' && event.inputType !== 'insertFromPaste')) return;
      // A paste's text is in dataTransfer in Chromium and WebKit, in data in Firefox.
      const typed = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      const { selectionStart: start, selectionEnd: end, value: shown } = input;
      // Only at the end of the text, or over all of it: an edit in the middle is the mask's own.
      if (!typed || start === null || end === null || end !== shown.length) return;
      const next = rewrite(shown.slice(0, start) + typed);
      if (next === shown.slice(0, start) + typed) return;
      event.preventDefault();
      mask.value = next;
      mask.cursorPos = mask.value.length;
    };
    input.addEventListener('beforeinput', onBeforeInput);
    return () => {
      input.removeEventListener('beforeinput', onBeforeInput);
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
