import { useSearch } from 'wouter';
import { useProposal } from '../../hooks/widget-context';
import { EndStatePage } from './end-state-page';
import { StartOrRetrieve } from './start-or-retrieve';
import { useUiText } from '../../ui/ui-text';

/**
 * docs/product/screens.md#technical-issue: a technical issue (a non-200 answer, a failed captcha, a render error). Her answers on
 * this device are kept, so Start a quote carries on with them; a saved quote can be retrieved. After her
 * payment was taken (EXCEPTION_AFTER_PAYMENT) it says instead not to pay again, that her cover is not
 * confirmed and that we will call, with the web reference the call handler finds the sale by.
 */
export function Exception() {
  const { t } = useUiText();
  const paid = new URLSearchParams(useSearch()).has('paid');
  const reference = useProposal((s) => s.draft.quote?.reference);
  return (
    <EndStatePage screen="exception" tone="error" title={t('exception.title')} actions={paid ? null : <StartOrRetrieve />}>
      <p>{t(paid ? 'exception.paid' : 'exception.body')}</p>
      {paid && reference ? (
        <p className="mq-end-state__reference">
          {t('thankYou.reference')} <strong>{reference}</strong>
        </p>
      ) : null}
    </EndStatePage>
  );
}
