import { useSavedProposal } from '../../store/use-saved-proposal';
import { useLabels } from '../../store/widget-context';
import { LoadingModal } from '../../ui/loading-modal';
import { PricePage } from './price-page';

/** #/quote/payment-option?uuid=…: the saved quote is fetched afresh on arrival, then presented. */
export function PricePresentationScreen() {
  const t = useLabels();
  const { uuid, ready } = useSavedProposal();
  if (!ready || !uuid) return <LoadingModal open message={t('price.loading')} title={t('common.pleaseWait')} />;
  return <PricePage key={uuid} uuid={uuid} />;
}
