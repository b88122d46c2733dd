import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { loadProposal } from '../flows/load-proposal';
import { useWidget } from './widget-context';

/**
 * For screens whose route carries ?uuid=: loads that saved proposal into the proposal store on
 * arrival (redirecting per the error rules of docs/product/transitions.md#when-things-fail when it cannot), and says when it is ready.
 */
export function useSavedProposal(): { uuid: string | null; ready: boolean } {
  const widget = useWidget();
  const [, navigate] = useLocation();
  const uuid = new URLSearchParams(useSearch()).get('uuid');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    setReady(false);
    // void: loadProposal never rejects; it answers a failed call with where to go (README.md#architecture).
    void loadProposal(widget, uuid).then((to) => {
      if (!live) return;
      if (to) navigate(to, { replace: true });
      else setReady(true);
    });
    return () => {
      live = false;
    };
  }, [widget, uuid, navigate]);
  return { uuid, ready };
}
