/**
 * A first screen already in the page as declarative shadow DOM (docs/embedding.md#the-first-screen-in-your-page)
 * stays on screen while React builds the live one beside it, out of the layout (an empty root), and
 * is swapped for it in the commit that shows it, before the next paint: no empty frame, no shift.
 * Returns that swap, for the commit's layout effect. What was typed into the shell meanwhile goes
 * into the live field as a paste would: through the field's own input handling (its mask, a date's
 * retyping) into the store's actions. Focus goes back to the element that had it, the caret where it was.
 */
export function adoptShell(shadow: ShadowRoot): () => void {
  let shell = [...shadow.childNodes];
  return () => {
    const focused = shadow.activeElement as HTMLInputElement | null;
    const caret = [focused?.selectionStart, focused?.selectionEnd];
    const typed = shell
      .flatMap((node) => (node instanceof Element ? [...node.querySelectorAll('input')] : []))
      .filter((input) => input.value);
    shell.forEach((node) => node.remove());
    shell = [];
    for (const { id, value } of typed) {
      const input = shadow.getElementById(id);
      if (!(input instanceof HTMLInputElement) || input.value === value) continue;
      // The beforeinput that a mask's retyping reads; then the value written past React's own
      // record of it (the prototype's setter), so its onChange sees it as typed. Not setRangeText:
      // an email field has none.
      if (!input.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertFromPaste', data: value, cancelable: true }))) continue;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', data: value, bubbles: true }));
    }
    const live = focused?.id ? shadow.getElementById(focused.id) : null;
    if (!(live instanceof HTMLElement)) return;
    live.focus({ preventScroll: true });
    // After React's own re-render of what was carried (at the end of this commit), which puts the
    // caret at the end of a field whose value it writes; still before the next paint.
    queueMicrotask(() => live instanceof HTMLInputElement && caret[0] != null && live.setSelectionRange(caret[0], caret[1] ?? caret[0]));
  };
}
