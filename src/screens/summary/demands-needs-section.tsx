import type { Proposal } from '../../contract/proposal';
import { useDemandsNeeds } from '../../hooks/use-demands-needs';
import { DemandsNeedsText } from '../../ui/demands-needs-text';
import { useUiText } from '../../ui/ui-text';

/** The demands-and-needs statement, written from her answers, before the final points she confirms. */
export function DemandsNeedsSection({ proposal }: { proposal: Proposal }) {
  const { t } = useUiText();
  return (
    <section className="mq-summary-section" aria-labelledby="mq-summary-needs">
      <h3 id="mq-summary-needs" className="mq-heading-m">
        {t('needs.title')}
      </h3>
      <DemandsNeedsText statement={useDemandsNeeds(proposal)} />
    </section>
  );
}
