import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
// jest-dom's matchers (toBeVisible, toHaveAccessibleName, toHaveTextContent…) on vitest's expect, and
// their types: a test asserts what the customer sees, not only that a query found something.
import '@testing-library/jest-dom/vitest';

afterEach(() => {
  cleanup();
  // A file run on the server's side (`@vitest-environment node`) has no storage to clear.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

/**
 * jsdom (29) knows <dialog> and reflects its `open` attribute, but has no showModal() or close()
 * and no close request on Escape; the widget's modals and its calendar open with showModal(). This
 * adds what a component test can observe of them, as the HTML standard says: showModal() sets
 * `open` and puts the dialog on a stack of modal dialogs; an Escape keydown nobody prevented fires a
 * cancelable `cancel` at the topmost, and closes it unless cancelled; close() removes `open` and then
 * fires `close` (queued, as browsers do). Not the top layer, inertness or where Tab may go: jsdom
 * lays nothing out, so those are checked in real browsers (tests/e2e/ui-gallery.test.ts, and the
 * core journeys in every engine).
 */
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  const modals: HTMLDialogElement[] = [];
  Object.defineProperties(HTMLDialogElement.prototype, {
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement) {
        if (this.open && modals.includes(this)) return;
        if (this.open) throw new DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError');
        if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
        this.setAttribute('open', '');
        modals.push(this);
      },
    },
    show: {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement) {
        if (!this.open) return;
        this.removeAttribute('open');
        if (modals.includes(this)) modals.splice(modals.indexOf(this), 1);
        setTimeout(() => this.dispatchEvent(new Event('close')));
      },
    },
  });
  // The close request is the keydown's default action: it happens after the whole dispatch, whoever
  // stopped its propagation (React's stopPropagation stops the native event at the root), unless
  // something prevented it. Seen in the capture phase, so a stopped event is still seen.
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      queueMicrotask(() => {
        // A dialog removed from the document while open leaves the top layer without a close().
        const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
        if (event.defaultPrevented || !top) return;
        if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
      });
    },
    true,
  );
}
