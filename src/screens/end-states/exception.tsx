import { ROUTES } from '../../flows/routes';
import { useLabels } from '../../store/widget-context';
import { EndStatePage } from './end-state-page';
import { NavButton } from './nav-button';

/** SPEC.md: a technical issue (a non-200 answer, a failed captcha, a render error). */
export function Exception() {
  const t = useLabels();
  return (
    <EndStatePage screen="exception" tone="error" title={t('exception.title')} actions={<NavButton to={ROUTES.create}>{t('common.startQuote')}</NavButton>}>
      <p>{t('exception.body')}</p>
    </EndStatePage>
  );
}
