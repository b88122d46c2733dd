import { ROUTES } from '../../widget/routes';
import { NavButton } from './nav-button';
import { useUiText } from '../../ui/ui-text';

/** The two ways on from an end state with nothing else to offer: a new quote first, then a saved one. */
export function StartOrRetrieve() {
  const { t } = useUiText();
  return (
    <>
      <NavButton to={ROUTES.create}>{t('common.startQuote')}</NavButton>
      <NavButton to={ROUTES.recall} variant="secondary">
        {t('common.retrieveQuote')}
      </NavButton>
    </>
  );
}
