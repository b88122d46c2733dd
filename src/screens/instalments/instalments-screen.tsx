import { useSavedProposal } from '../../hooks/use-saved-proposal';

import { LoadingModal } from '../../ui/loading-modal';
import { InstalmentsForm } from './instalments-form';
import { useUiText } from '../../ui/ui-text';

/** #/quote/instalments?uuid=…: the saved quote is fetched afresh, then the Direct Debit form shows. */
export function InstalmentsScreen() {
  const { t } = useUiText();
  const { uuid, ready } = useSavedProposal();
  if (!ready || !uuid) return <LoadingModal open message={t('common.loading')} title={t('common.pleaseWait')} />;
  return <InstalmentsForm key={uuid} uuid={uuid} />;
}
