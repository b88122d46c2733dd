import type { Proposal } from '../../api/contract/proposal';
import { useDemandsNeeds } from '../../hooks/use-demands-needs';
import { Button } from '../../ui/button';
import { useUiText } from '../../ui/ui-text';

/** Her copy of the demands-and-needs statement she saw on the summary (the GOV.UK details pattern), to print or keep. */
export function DemandsNeedsCopy({ proposal, emailed }: { proposal: Proposal; emailed: boolean }) {
  const { t } = useUiText();
  const statement = useDemandsNeeds(proposal);
  return (
    <details className="mq-thanks__needs">
      <summary>{t('needs.keep')}</summary>
      <h2 className="mq-heading-m">{t('needs.title')}</h2>
      <p>{statement.intro}</p>
      <ul>
        {statement.needs.map((need) => (
          <li key={need}>{need}</li>
        ))}
      </ul>
      <p>{statement.meets}</p>
      <p>{statement.noAdvice}</p>
      {emailed ? <p>{t('needs.emailed')}</p> : null}
      <Button variant="secondary" onClick={() => window.print()}>
        {t('needs.print')}
      </Button>
    </details>
  );
}
