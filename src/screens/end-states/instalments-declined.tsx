import { useSearch } from 'wouter';
import { useSetting } from '../../hooks/widget-context';
import { ROUTES, withUuid } from '../../widget/routes';

import { EndStatePage } from './end-state-page';
import { NavButton } from './nav-button';
import { StartOrRetrieve } from './start-or-retrieve';
import { useUiText } from '../../ui/ui-text';

/**
 * docs/product/screens.md#credit-declined: the credit check for monthly payments failed; paying in full is still possible, here or from her saved quote,
 * or she calls. The credit reference agency searched is named with its contact details (CCA s.157, docs/product/regulation.md#paying-monthly-is-credit).
 */
export function InstalmentsDeclined() {
  const { t } = useUiText();
  const uuid = new URLSearchParams(useSearch()).get('uuid');
  const { credit } = useSetting('brand');
  return (
    <EndStatePage
      screen="instalments-declined"
      tone="warning"
      title={t('instalmentsDeclined.title')}
      actions={uuid ? <NavButton to={withUuid(ROUTES.payment, uuid)}>{t('instalmentsDeclined.payInFull')}</NavButton> : <StartOrRetrieve />}
    >
      <p>{t('instalmentsDeclined.body')}</p>
      <p>{t('instalmentsDeclined.agency', { ...credit.creditReferenceAgency, lender: credit.lender })}</p>
    </EndStatePage>
  );
}
