import { useLayoutEffect, type RefObject } from 'react';
import { isPaymentReturn, type PaymentReturnExpectation } from '../../domain/payment-return';

/**
 * Calls `onReturn` once, when this widget's own card frame reports that this payment is done (see
 * domain/payment-return). A message from any other window (another widget's frame, a frame of the
 * host, another tab) or with another nonce is ignored; after the first the nonce is spent.
 */
export function usePaymentReturn(
  frame: RefObject<HTMLIFrameElement | null>,
  expect: PaymentReturnExpectation | null,
  onReturn: () => void,
) {
  // A layout effect: listening from the commit that shows the frame, never a frame later than it.
  useLayoutEffect(() => {
    if (!expect) return;
    const listener = (event: MessageEvent) => {
      // contentWindow is the frame's window whatever page it shows now: only this frame has it.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (!isPaymentReturn(event.data, event.origin, expect)) return;
      removeEventListener('message', listener);
      onReturn();
    };
    addEventListener('message', listener);
    return () => removeEventListener('message', listener);
  }, [frame, expect, onReturn]);
}
