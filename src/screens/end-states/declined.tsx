import { ROUTES } from '../../flows/routes';
import { useLabels } from '../../store/widget-context';
import { EndStatePage } from './end-state-page';
import { NavButton } from './nav-button';

/** SPEC.md: no quotation available. */
export function Declined() {
  const t = useLabels();
  return (
    <EndStatePage screen="declined" tone="warning" title={t('declined.title')} actions={<NavButton to={ROUTES.create}>{t('common.startQuote')}</NavButton>}>
      <p>{t('declined.body')}</p>
    </EndStatePage>
  );
}
