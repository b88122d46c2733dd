import { useCallback, useState } from 'react';
import { hasTrackerWarning } from '../../domain/endorsements';
import { useWidget } from '../../hooks/widget-context';

export type LoadNotice = 'tracker' | 'removed';

/**
 * The modals that open by themselves on arrival (docs/product/transitions.md#dialogs-on-arrival): the tracking-device warning
 * (endorsement 41) and the removed add-on notice (removed_addons not empty), one after the other.
 */
export function useLoadNotices() {
  const { stores } = useWidget();
  const [queue, setQueue] = useState<LoadNotice[]>(() => {
    const { draft } = stores.proposal.getState();
    const notices: LoadNotice[] = [];
    if (hasTrackerWarning(draft.quote?.endorsements ?? [])) notices.push('tracker');
    if (draft.removed_addons.length > 0) notices.push('removed');
    return notices;
  });
  const dismiss = useCallback(() => setQueue((current) => current.slice(1)), []);
  /** A re-quote that newly withdraws an extra says so too. */
  const add = useCallback((notice: LoadNotice) => setQueue((current) => (current.includes(notice) ? current : [...current, notice])), []);
  return { current: queue[0] ?? null, dismiss, add };
}
