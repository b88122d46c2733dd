import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { wrapTab } from './focus-wrap';
import { lockPageScroll } from './scroll-lock';

export interface ModalDialogOptions {
  /** Escape and the browser's other close requests; left out, nothing dismisses the dialog. */
  onDismiss?: () => void;
  /** Focused as it opens; left out, the browser's choice (or what a child focuses itself). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focused as it closes; by default whatever had focus when it opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Holds the host page's scroll while open (a modal, not a popover). */
  lockScroll?: boolean;
}

/**
 * Shows a mounted <dialog> with showModal() for as long as the component using this is mounted:
 * the browser puts it in the top layer above everything shown before it and makes the rest of the
 * document inert. Returns the dialog's keydown handler (Escape, Tab).
 *
 * Opening reads focus before the dialog moves it, and closing is a layout effect's cleanup: the
 * opener has focus back before the closing commit's own layout effects run, so something that
 * commit shows and focuses (the error summary after a 'Please wait' flash) keeps it.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, options: ModalDialogOptions) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const opener = (root.activeElement ?? document.activeElement) as HTMLElement | null;
    const unlock = latest.current.lockScroll ? lockPageScroll() : () => {};
    const show = () => {
      dialog.showModal();
      latest.current.initialFocus?.current?.focus();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onDismiss?.();
    };
    // Without fresh user activation Chromium and Firefox fire cancel as not cancelable (close
    // watchers) and close the dialog themselves: tell the owner, or open it again if it must stay.
    const onClose = () => {
      // Open again by now: the close event of an earlier close(), queued as a task (StrictMode's
      // second run of this effect closes and shows the same dialog).
      if (dialog.open) return;
      const dismiss = latest.current.onDismiss;
      if (dismiss) dismiss();
      else if (dialog.isConnected) show();
    };
    show();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      // Closed first: the opener is inert while the dialog is modal, and inert things take no focus.
      if (dialog.open) dialog.close();
      unlock();
      const target = latest.current.returnFocus?.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [ref]);

  return (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      // Escape is ours, not the browser's close request: preventDefault stops that request in every
      // engine, whereas its cancel event cannot be refused in Chromium and Firefox without fresh user
      // activation (Please wait closed on a second Escape, or a first on a page not yet clicked).
      // Stopped here, so only the innermost layer closes.
      event.preventDefault();
      event.stopPropagation();
      latest.current.onDismiss?.();
    } else if (event.key === 'Tab') {
      wrapTab(event.nativeEvent, event.currentTarget);
    }
  };
}
