import type { Proposal } from '../../contract/proposal';
import { useDemandsNeeds } from '../../hooks/use-demands-needs';
import { DemandsNeedsText } from '../../ui/demands-needs-text';
import { useUiText } from '../../ui/ui-text';

/**
 * Her copy of the demands-and-needs statement she saw on the summary, in the GOV.UK details pattern
 * (the confirmation e-mail carries it too: demo/sandbox/routes/confirmation-email.ts).
 */
export function DemandsNeedsCopy({ proposal }: { proposal: Proposal }) {
  const { t } = useUiText();
  return (
    <details className="mq-thanks__needs">
      <summary>{t('needs.keep')}</summary>
      <h2 className="mq-heading-m">{t('needs.title')}</h2>
      <DemandsNeedsText statement={useDemandsNeeds(proposal)} />
    </details>
  );
}
