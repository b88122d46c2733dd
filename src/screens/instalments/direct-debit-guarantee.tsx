import { useUiText } from '../../ui/ui-text';

const POINTS = ['instalments.ddg1', 'instalments.ddg2', 'instalments.ddg3', 'instalments.ddg4', 'instalments.ddg5'] as const;

/** The Direct Debit Guarantee in Bacs' standard wording, naming the Bacs service user who collects (brand.credit.serviceUser, often the lender);
 * `holder` when the customer reads it for someone else's account. */
export function DirectDebitGuarantee({ holder }: { holder?: boolean }) {
  const { t } = useUiText();
  return (
    <section className="mq-ddg" aria-labelledby="mq-ddg-title">
      <h2 id="mq-ddg-title" className="mq-heading-m">
        {t('instalments.ddgTitle')}
      </h2>
      <p>{t(holder ? 'holder.serviceUser' : 'instalments.serviceUser')}</p>
      <ul className="mq-ddg__list">
        {POINTS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
