import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { priceChange, type PriceChange } from '../../flows/price/price-change';
import type { RequoteResult } from '../../flows/price/requote';
import type { Widget } from '../../widget/widget';
import { useWidget } from '../../hooks/widget-context';

// The loading dialog hides the page from screen readers while it is open: the new price is put in
// the live region a moment after it closes, so it is announced rather than lost.
const ANNOUNCE_DELAY_MS = 150;

/**
 * Runs a re-quote flow behind the loading dialog. On a new quote it returns the flow's result and
 * keeps what changed for the price's live region; otherwise it goes where the flow says (Declined,
 * Exception) and returns null.
 */
export function useRequote() {
  const widget = useWidget();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [change, setChange] = useState<PriceChange | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async (job: (widget: Widget) => Promise<RequoteResult>): Promise<Extract<RequoteResult, { kind: 'quoted' }> | null> => {
      setBusy(true);
      setChange(null);
      const result = await job(widget);
      // Closed now, not in a later render: while the dialog is modal the page is inert and Chromium
      // refuses focus there, so the caller's move to the new price would be lost to the page's body.
      flushSync(() => setBusy(false));
      if (result.kind === 'route') {
        navigate(result.to);
        return null;
      }
      const monthly = widget.stores.proposal.getState().draft.is_pay_monthly === true;
      const next = priceChange(result.previous, result.quote, monthly);
      timer.current = setTimeout(() => setChange(next), ANNOUNCE_DELAY_MS);
      return result;
    },
    [widget, navigate],
  );

  /** Switching how to pay makes the last message stale: it is about the other price. */
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setChange(null);
  }, []);

  return { busy, change, run, clear };
}
