/**
 * A first screen already in the page as declarative shadow DOM (docs/embedding.md#the-first-screen-in-your-page)
 * is hydrated in place: React adopts the shell's own nodes, so nothing the customer sees is painted
 * again (a new paint of the same paragraph would be the page's largest contentful paint, a second
 * after the first). Called as hydration starts; returns the take-over, for the hydrating commit's
 * layout effect. What was typed into the shell is noted now and while React hydrates (its
 * hydration keeps a field's text without telling the field, and a mask writes its own empty value
 * over it), then goes into the store as a paste would: through the field's own input handling (its
 * mask, a date's retyping) into the store's actions. Focus stays on the same element, the caret
 * where it was.
 */
export function adoptShell(shadow: ShadowRoot): () => void {
  const typed = new Map<HTMLInputElement, string>();
  let focused: HTMLInputElement | null;
  let start: number | null | undefined;
  let end: number | null | undefined;
  const note = (event?: Event) => {
    for (const input of event ? [event.target as HTMLInputElement] : shadow.querySelectorAll('input'))
      if (event || input.value != input.defaultValue) typed.set(input, input.value);
    focused = shadow.activeElement as HTMLInputElement | null;
    start = focused?.selectionStart;
    end = focused?.selectionEnd;
  };
  note();
  shadow.addEventListener('input', note, true);
  return () => {
    shadow.removeEventListener('input', note, true);
    for (const [input, value] of typed) {
      // Through React's own record of the field (the instance's setter), so the paste below is a change to it.
      input.value = input.defaultValue;
      if (value == input.defaultValue) continue;
      const paste = { inputType: 'insertFromPaste', data: value, bubbles: true, cancelable: true };
      // The beforeinput that a mask's retyping reads (it may take the paste over: then no input);
      // then the value written past React's record of it (the prototype's setter), so its onChange
      // sees it as typed. Not setRangeText: an email field has none.
      if (!input.dispatchEvent(new InputEvent('beforeinput', paste))) continue;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new InputEvent('input', paste));
    }
    // After React's own render of what was carried (at the end of this commit), which puts the caret
    // at the end of a field whose value it writes; still before the next paint. (A button or an
    // email field has no caret.)
    queueMicrotask(() => start != null && focused!.setSelectionRange(start, end!));
  };
}
