import type { Proposal } from '../../api/contract/proposal';
import { useDemandsNeeds } from '../../hooks/use-demands-needs';
import { useUiText } from '../../ui/ui-text';

/** The demands-and-needs statement, written from her answers, before the final points she confirms. */
export function DemandsNeedsSection({ proposal }: { proposal: Proposal }) {
  const { t } = useUiText();
  const statement = useDemandsNeeds(proposal);
  return (
    <section className="mq-summary-section" aria-labelledby="mq-summary-needs">
      <h3 id="mq-summary-needs" className="mq-heading-m">
        {t('needs.title')}
      </h3>
      <p>{statement.intro}</p>
      <ul className="mq-summary-documents">
        {statement.needs.map((need) => (
          <li key={need}>{need}</li>
        ))}
      </ul>
      <p>{statement.meets}</p>
      <p>{statement.noAdvice}</p>
    </section>
  );
}
