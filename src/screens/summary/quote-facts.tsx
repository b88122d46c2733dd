import { coverEndText, coverStartText } from '../../view/figure-text';
import { useUiText } from '../../ui/ui-text';

/** The cover start date and the Web Reference card, side by side on wide screens. */
export function QuoteFacts({ startDate, reference }: { startDate: string | null; reference: string }) {
  const { t } = useUiText();
  return (
    <div className="mq-summary-facts">
      <div className="mq-summary-fact">
        <h2 className="mq-heading-s">{t('summary.coverStart')}</h2>
        <p className="mq-summary-fact__value">{coverStartText(t, startDate)}</p>
        <h2 className="mq-heading-s">{t('cover.ends')}</h2>
        <p className="mq-summary-fact__value">{coverEndText(t, startDate)}</p>
      </div>
      <div className="mq-summary-fact">
        <h2 className="mq-heading-s">{t('summary.reference.title')}</h2>
        <p className="mq-summary-fact__value mq-summary-fact__reference">{reference}</p>
        <p className="mq-summary-fact__note">{t('summary.reference.body')}</p>
      </div>
    </div>
  );
}
