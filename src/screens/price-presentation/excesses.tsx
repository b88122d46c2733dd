import type { ReactNode } from 'react';
import { excessRows } from '../../domain/excess';
import { excessRowText } from '../../view/figure-text';
import { useProposal } from '../../hooks/widget-context';
import { useUiText } from '../../ui/ui-text';

const NONE: never[] = [];

const fullName = (name: { forenames: string | null; surname: string | null }) => [name.forenames, name.surname].filter(Boolean).join(' ');

/**
 * docs/product/constants.md#excesses: compulsory (the non-windscreen items with no driver), voluntary
 * (N/A when 0), their total, any driver's own excess, and the windscreen items on their own lines.
 */
export function Excesses({ selector }: { selector: ReactNode }) {
  const { t } = useUiText();
  const excesses = useProposal((s) => s.draft.quote?.excesses ?? NONE);
  const granted = useProposal((s) => s.draft.quote?.granted_voluntary_excess ?? 0);
  const proposer = useProposal((s) => s.draft.risk.proposer.name);
  const drivers = useProposal((s) => s.draft.risk.additional_drivers);
  const names = [fullName(proposer), ...drivers.map((d) => fullName(d.name))];
  return (
    <section className="mq-price-section" aria-labelledby="mq-excess-title">
      <h2 id="mq-excess-title" className="mq-heading-m">
        {t('price.excessTitle')}
      </h2>
      <p className="mq-hint">{t('price.excessIntro')}</p>
      {selector}
      <table className="mq-price-table mq-price-excess-table">
        <caption className="mq-visually-hidden">{t('price.excessCaption')}</caption>
        <thead className="mq-visually-hidden">
          <tr>
            <th scope="col">{t('price.excessPart')}</th>
            <th scope="col">{t('price.excessAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {excessRows(excesses, granted).map((row, index) => {
            const { label, value } = excessRowText(t, row, names);
            return (
              <tr key={`${row.kind}-${index}`} className={row.kind === 'total' ? 'is-total' : undefined}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
