import { useLocation } from 'wouter';
import type { Proposal } from '../../contract/proposal';
import { changeRoute, checkAnswers } from '../../view/check-answers';
import { useOptionNames } from '../../hooks/use-option-name';
import { Button } from '../../ui/button';
import { useUiText } from '../../ui/ui-text';

/**
 * Check your answers (GOV.UK's check-answers pattern, with the summary card's one Change per card):
 * her answers by the form's steps, each step's Change naming the step in hidden words (WCAG 2.4.4),
 * so Tab reaches every Change in seven stops, not one per answer (docs/layout.md#the-summary).
 */
export function CheckAnswers({ proposal, uuid }: { proposal: Proposal; uuid: string }) {
  const { t } = useUiText();
  const [, navigate] = useLocation();
  const groups = checkAnswers(proposal, t, useOptionNames());
  return (
    <section className="mq-summary-section" aria-labelledby="mq-check-answers">
      <h2 id="mq-check-answers" className="mq-heading-l">
        {t('check.title')}
      </h2>
      <p>{t('check.intro')}</p>
      {groups.map(({ step, title, rows }) => (
        <div key={step}>
          <div className="mq-check-head">
            <h3 className="mq-heading-m">{t(title)}</h3>
            <Button variant="link" onClick={() => navigate(changeRoute(uuid, step))}>
              {t('check.change')}
              <span className="mq-visually-hidden">{` ${t(title)}`}</span>
            </Button>
          </div>
          <dl className="mq-summary-list">
            {rows.map((row) => (
              <div key={row.path} className="mq-summary-list__row">
                {/* Non-breaking hyphens: 'left-hand' in a narrow column is one word, never split over two lines. */}
                <dt>{t(row.label).replace(/-/g, '\u2011')}</dt>
                <dd>
                  {row.lines.length === 0 ? (
                    t('check.notGiven')
                  ) : row.items ? (
                    <ul>
                      {row.lines.map((line, index) => (
                        <li key={index}>{line}</li>
                      ))}
                    </ul>
                  ) : (
                    row.lines.map((line, index) => <span key={index}>{line}</span>)
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
