import { useSavedProposal } from '../../hooks/use-saved-proposal';

import { LoadingModal } from '../../ui/loading-modal';
import { PricePage } from './price-page';
import { useUiText } from '../../ui/ui-text';

/** #/quote/payment-option?uuid=…: the saved quote is fetched afresh on arrival, then presented. */
export function PricePresentationScreen() {
  const { t } = useUiText();
  const { uuid, ready } = useSavedProposal();
  if (!ready || !uuid) return <LoadingModal open message={t('price.loading')} title={t('common.pleaseWait')} />;
  return <PricePage key={uuid} uuid={uuid} />;
}
