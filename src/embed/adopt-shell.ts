/**
 * A first screen already in the page as declarative shadow DOM (docs/embedding.md#the-first-screen-in-your-page)
 * stays on screen while React builds the live one beside it, out of the layout (an empty root), and
 * is swapped for it in the commit that shows it, before the next paint: no empty frame, no shift.
 * Returns that swap, for the commit's layout effect. What was typed into the shell meanwhile goes
 * into the live field as a paste would: through the field's own input handling (its mask, a date's
 * retyping) into the store's actions. Focus goes back to the element that had it, the caret where it was.
 */
export function adoptShell(shadow: ShadowRoot): () => void {
  const shell = [...shadow.childNodes];
  return () => {
    const focused = shadow.activeElement as HTMLInputElement | null;
    const start = focused?.selectionStart;
    const end = focused?.selectionEnd;
    // Out of the page, read from a fragment: the live fields now carry the same ids.
    const old = new DocumentFragment();
    old.append(...shell);
    for (const { id, value } of old.querySelectorAll('input')) {
      const input = shadow.getElementById(id) as HTMLInputElement | null;
      if (!value || !input) continue;
      const paste = { inputType: 'insertFromPaste', data: value, bubbles: true, cancelable: true };
      // The beforeinput that a mask's retyping reads (it may take the paste over: then no input);
      // then the value written past React's record of it (the prototype's setter), so its onChange
      // sees it as typed. Not setRangeText: an email field has none.
      if (!input.dispatchEvent(new InputEvent('beforeinput', paste))) continue;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new InputEvent('input', paste));
    }
    const live = focused?.id && (shadow.getElementById(focused.id) as HTMLInputElement | null);
    if (!live) return;
    live.focus();
    // After React's own render of what was carried (at the end of this commit), which puts the
    // caret at the end of a field whose value it writes; still before the next paint. (A button or
    // an email field has no caret.)
    queueMicrotask(() => start != null && live.setSelectionRange(start, end!));
  };
}
