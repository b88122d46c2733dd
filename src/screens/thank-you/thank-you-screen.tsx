import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { finishPurchase, type PurchaseOutcome } from '../../flows/purchase/finish-purchase';
import { useSetting, useWidget } from '../../hooks/widget-context';
import { LoadingModal } from '../../ui/loading-modal';
import { Confirmation } from './confirmation';
import { useUiText } from '../../ui/ui-text';

type Confirmed = Extract<PurchaseOutcome, { kind: 'confirmed' }>;

/**
 * #/quote/thankyou?uuid=…: completes the purchase (device check, then accept) or, for a quote
 * already accepted, shows its confirmation again. A payment that did not go through goes to Failed.
 */
export function ThankYouScreen() {
  const widget = useWidget();
  const { t } = useUiText();
  const [, navigate] = useLocation();
  const uuid = new URLSearchParams(useSearch()).get('uuid');
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  const { documents } = useSetting('brand');

  useEffect(() => {
    let live = true;
    setConfirmed(null);
    // void: finishPurchase never rejects; it answers a failed call with where to go (README.md#architecture).
    void finishPurchase(widget, uuid, documents).then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'route') navigate(outcome.to, { replace: true });
      else setConfirmed(outcome);
    });
    return () => {
      live = false;
    };
  }, [widget, uuid, navigate, documents]);

  if (!confirmed) return <LoadingModal open message={t('thankYou.confirming')} title={t('common.pleaseWait')} />;
  return <Confirmation receipt={confirmed.receipt} email={confirmed.email} proposal={confirmed.proposal} portalUrl={confirmed.portalUrl} />;
}
