import type { NcdLevel } from '../../contract/ncd-protection';
import { ncdLevel, ncdYears } from '../../domain/ncd';
import { useProposal } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useUiText } from '../../ui/ui-text';

type TableProps = { levels: readonly NcdLevel[]; caption: string; pick: (row: NcdLevel) => number[]; yours: number | undefined };

/** The last level stands for that many years or more. */
const levelName = (levels: readonly NcdLevel[], row: NcdLevel) => `${row.years}${row === levels[levels.length - 1] ? '+' : ''}`;

function StepBackTable({ levels, caption, pick, yours }: TableProps) {
  const { t } = useUiText();
  const claims = levels[0] ? pick(levels[0]).map((_, i) => i + 1) : [];
  return (
    <div className="mq-price-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="mq-price-table mq-price-ncd-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('price.ncdYearsNow')}</th>
            {claims.map((count) => (
              <th key={count} scope="col">
                {t('price.ncdClaims', { count, unit: count === 1 ? 'claim' : 'claims' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {levels.map((row) => (
            <tr key={row.years} className={row.years === yours ? 'is-yours' : undefined}>
              <th scope="row">
                {levelName(levels, row)}
                {row.years === yours && <span className="mq-price-ncd-table__yours"> {t('price.ncdYours')}</span>}
              </th>
              {pick(row).map((left, index) => (
                <td key={index}>{left}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The NCD explainer: the insurer's average discount at each level and its step-back tables, with and
 * without protection, all from the quote (docs/product/regulation.md#no-claims-protection).
 */
export function NcdModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useUiText();
  const levels = useProposal((s) => s.draft.quote?.ncd_protection?.step_back) ?? [];
  const years = useProposal((s) => (s.draft.risk.has_previous_insurance ? ncdYears(s.draft.risk.previous_insurance?.ncd.years) : null));
  const yours = years === null ? undefined : ncdLevel(levels, years)?.years;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('price.ncdModalTitle')}
      size="large"
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <p>{t('price.ncdModalIntro')}</p>
      <table className="mq-price-table mq-price-ncd-bands">
        <caption>{t('price.ncdBandsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('price.ncdBandYears')}</th>
            <th scope="col">{t('price.ncdBandPercent')}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((row) => (
            <tr key={row.years}>
              <th scope="row">{levelName(levels, row)}</th>
              <td>{row.average_discount}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('price.ncdStepIntro')}</p>
      <StepBackTable levels={levels} caption={t('price.ncdWithout')} pick={(row) => row.unprotected} yours={yours} />
      <StepBackTable levels={levels} caption={t('price.ncdWith')} pick={(row) => row.protected} yours={yours} />
    </Modal>
  );
}
