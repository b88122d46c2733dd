import { useMemo } from 'react';
import type { Proposal } from '../../contract/proposal';
import { endorsementsView } from '../../view/summary-view';
import { NOTE_LABELS } from '../../view/figure-text';

import { sanitiseEndorsement } from '../../ui/sanitise-endorsement';
import { useUiText } from '../../ui/ui-text';

/** The insurer's endorsements in numeric order of their code, sanitised, then the notes docs/product/constants.md#endorsement-notes adds. */
export function EndorsementsSection({ proposal }: { proposal: Proposal }) {
  const { t } = useUiText();
  const view = useMemo(() => endorsementsView(proposal), [proposal]);
  const empty = view.endorsements.length === 0 && view.notes.length === 0;
  return (
    <section className="mq-summary-section" aria-labelledby="mq-summary-endorsements">
      <h3 id="mq-summary-endorsements" className="mq-heading-m">
        {t('summary.endorsements.title')}
      </h3>
      {empty ? (
        <p>{t('summary.endorsements.none')}</p>
      ) : (
        <>
          <p>{t('summary.endorsements.intro')}</p>
          <ul className="mq-endorsements">
            {view.endorsements.map((e, index) => (
              <li
                key={`${String(e.extra_info)}-${index}`}
                className="mq-endorsement"
                dangerouslySetInnerHTML={{ __html: sanitiseEndorsement(e.text, 4) }}
              />
            ))}
            {view.notes.map((note) => (
              <li key={note} className="mq-endorsement">
                <p>{t(NOTE_LABELS[note])}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
