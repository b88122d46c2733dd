import { useSavedProposal } from '../../store/use-saved-proposal';
import { useLabels } from '../../store/widget-context';
import { LoadingModal } from '../../ui/loading-modal';
import { InstalmentsForm } from './instalments-form';

/** #/quote/instalments?uuid=…: the saved quote is fetched afresh, then the Direct Debit form shows. */
export function InstalmentsScreen() {
  const t = useLabels();
  const { uuid, ready } = useSavedProposal();
  if (!ready || !uuid) return <LoadingModal open message={t('common.loading')} title={t('common.pleaseWait')} />;
  return <InstalmentsForm key={uuid} uuid={uuid} />;
}
