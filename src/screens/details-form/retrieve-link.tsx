import { useLocation } from 'wouter';
import { ROUTES } from '../../widget/routes';
import { Button } from '../../ui/button';
import { useUiText } from '../../ui/ui-text';

/**
 * The first screen's way back to a saved quote (GOV.UK's "Already have …? Sign in" line).
 * A button that reads as a link: the widget's routes may live in memory, where a link's address
 * would go nowhere (docs/embedding.md#routing-which-mode-to-choose).
 */
export function RetrieveLink() {
  const { t } = useUiText();
  const [, navigate] = useLocation();
  // In the intro's own line, not a paragraph of its own: on a 360 x 640 phone the first question
  // must still start in the first screenful (docs/layout.md).
  return (
    <span className="mq-retrieve-link">
      {t('ways.haveQuote')}{' '}
      <Button variant="link" onClick={() => navigate(ROUTES.recall)}>
        {t('expired.retrieveSaved')}
      </Button>
    </span>
  );
}
