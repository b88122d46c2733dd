import { useSearch } from 'wouter';
import { ROUTES, withUuid } from '../../widget/routes';
import { useSetting } from '../../hooks/widget-context';
import { EndStatePage } from './end-state-page';
import { NavButton } from './nav-button';
import { useUiText } from '../../ui/ui-text';

/** docs/product/screens.md#payment-failed: the card payment did not go through; the proposer may try again, now or later from her saved quote. */
export function Failed() {
  const { t } = useUiText();
  const { phone } = useSetting('brand');
  const uuid = new URLSearchParams(useSearch()).get('uuid');
  return (
    <EndStatePage
      screen="payment-failed"
      tone="error"
      title={t('failed.title')}
      actions={
        <>
          {uuid && <NavButton to={withUuid(ROUTES.payment, uuid)}>{t('failed.retry')}</NavButton>}
          <NavButton to={ROUTES.create} variant="secondary">
            {t('failed.home')}
          </NavButton>
          <NavButton to={ROUTES.recall} variant="secondary">
            {t('common.retrieveQuote')}
          </NavButton>
        </>
      }
    >
      <p>{t('failed.body')}</p>
      <p className="mq-phone-line">
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
      </p>
    </EndStatePage>
  );
}
