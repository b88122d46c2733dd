import { NCD_DISCOUNT_BANDS, NCD_STEP_BACK_MAX_CLAIMS, ncdStepBackTable, ncdYears, type StepBackRow } from '../../domain/ncd';
import { useProposal } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useUiText } from '../../ui/ui-text';

const CLAIMS = Array.from({ length: NCD_STEP_BACK_MAX_CLAIMS }, (_, i) => i + 1);
const TABLE = ncdStepBackTable();

function StepBackTable({ caption, pick, yours }: { caption: string; pick: (row: StepBackRow) => number[]; yours: number | null }) {
  const { t } = useUiText();
  return (
    <div className="mq-price-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="mq-price-table mq-price-ncd-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('price.ncdYearsNow')}</th>
            {CLAIMS.map((count) => (
              <th key={count} scope="col">
                {t('price.ncdClaims', { count, unit: count === 1 ? 'claim' : 'claims' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TABLE.map((row) => (
            <tr key={row.years} className={row.years === yours ? 'is-yours' : undefined}>
              <th scope="row">
                {row.label}
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

/** The NCD explainer: the discount bands (docs/product/constants.md#no-claims-discount-table) and the step-back tables, with and without protection (docs/product/constants.md#no-claims-step-back). */
export function NcdModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useUiText();
  const years = useProposal((s) =>
    s.draft.risk.has_previous_insurance ? Math.min(ncdYears(s.draft.risk.previous_insurance?.ncd.years), 20) : null,
  );
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
          {NCD_DISCOUNT_BANDS.map((band) => (
            <tr key={band.from}>
              <th scope="row">{band.to === null ? `${band.from}+` : band.from === band.to ? band.from : `${band.from} to ${band.to}`}</th>
              <td>{band.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('price.ncdStepIntro')}</p>
      <StepBackTable caption={t('price.ncdWithout')} pick={(row) => row.unprotected} yours={years} />
      <StepBackTable caption={t('price.ncdWith')} pick={(row) => row.protected} yours={years} />
    </Modal>
  );
}
