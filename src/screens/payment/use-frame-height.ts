import { useLayoutEffect, useState, type RefObject } from 'react';
import { cardFrameHeight } from '../../browser/payment-frame';

/**
 * The height the card page inside `frame` asks for (browser/payment-frame), so its errors and
 * a bank's 3-D Secure challenge never scroll inside the frame. Read only from this frame's own
 * window (another widget's frame or the host's never moves it), as the payment's return is.
 */
export function useFrameHeight(frame: RefObject<HTMLIFrameElement | null>, cardPage: string | null): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (!cardPage) return;
    const listener = (event: MessageEvent) => {
      const asked = frame.current && event.source === frame.current.contentWindow && cardFrameHeight(event.data, event.origin, cardPage);
      if (asked) setHeight(asked);
    };
    addEventListener('message', listener);
    return () => removeEventListener('message', listener);
  }, [frame, cardPage]);
  return height;
}
