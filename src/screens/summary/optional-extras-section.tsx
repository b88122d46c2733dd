import { useMemo } from 'react';
import type { Proposal } from '../../contract/proposal';
import { formatMoney } from '../../domain/money';
import { extrasView } from '../../view/summary-view';

import { TickIcon } from '../../ui/icons';
import { Notice } from '../../ui/notice';
import { useUiText } from '../../ui/ui-text';

/** The extras chosen, each with a tick and its price; none chosen; or a warning when the quote came without its add-ons. */
export function OptionalExtrasSection({ proposal }: { proposal: Proposal }) {
  const { t } = useUiText();
  const view = useMemo(() => extrasView(proposal), [proposal]);
  return (
    <section className="mq-summary-section" aria-labelledby="mq-extras-heading">
      <h3 id="mq-extras-heading" className="mq-heading-m">
        {t('summary.extras.title')}
      </h3>
      {view.kind === 'missing' ? <Notice tone="warning" title={t('summary.extras.missing')} /> : null}
      {view.kind === 'none' ? <p>{t('summary.extras.none')}</p> : null}
      {view.kind === 'selected' ? (
        <ul className="mq-summary-extras">
          {view.extras.map((extra) => (
            <li key={extra.code}>
              <TickIcon className="mq-icon mq-summary-extras__tick" />
              <span>
                {extra.breakdown ? t('summary.extras.breakdown', { name: extra.description }) : extra.description}
                {` (${extra.included ? t('summary.extras.included') : formatMoney(extra.price)})`}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
