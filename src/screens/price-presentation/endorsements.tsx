import { useMemo } from 'react';
import { endorsementNotes, sortEndorsements } from '../../domain/endorsements';
import { NOTE_LABELS } from '../../view/figure-text';
import { useProposal } from '../../hooks/widget-context';
import { sanitiseEndorsement } from '../../ui/sanitise-endorsement';
import { useUiText } from '../../ui/ui-text';

const NONE: never[] = [];

/** The insurer's endorsements (sanitised HTML, by code ascending), then 'Driving other cars is excluded' when 39 is missing. */
export function Endorsements() {
  const { t } = useUiText();
  const endorsements = useProposal((s) => s.draft.quote?.endorsements ?? NONE);
  const items = useMemo(
    () =>
      sortEndorsements(endorsements).map((e) => ({
        code: String(e.extra_info),
        html: sanitiseEndorsement(e.text, 3, 'mq-price-endorsement__title'),
      })),
    [endorsements],
  );
  const notes = endorsementNotes(endorsements);
  return (
    <section className="mq-price-section" aria-labelledby="mq-price-endorsements-title">
      <h2 id="mq-price-endorsements-title" className="mq-heading-m">
        {t('price.endorsementsTitle')}
      </h2>
      {/* 'No endorsements' only when nothing follows: the driving-other-cars exclusion limits cover too. */}
      <p className="mq-hint">{items.length > 0 || notes.length > 0 ? t('price.endorsementsIntro') : t('price.endorsementsNone')}</p>
      {items.length > 0 && (
        <ul className="mq-price-endorsements">
          {items.map((item, index) => (
            // Sanitised above by the allow-list sanitiser: only text-level tags and https links survive.
            <li key={`${item.code}-${index}`} className="mq-price-endorsement" dangerouslySetInnerHTML={{ __html: item.html }} />
          ))}
        </ul>
      )}
      {notes.map((note) => (
        <p key={note} className="mq-price-endorsement-note">
          {t(NOTE_LABELS[note])}
        </p>
      ))}
    </section>
  );
}
