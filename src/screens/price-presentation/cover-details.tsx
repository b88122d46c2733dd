import { isCoverType } from '../../domain/constants';
import { COVER_BENEFIT_LABELS } from '../../details-form/model/tables';
import { displayRegistration } from '../../domain/registration';
import { useProposal, useSetting } from '../../hooks/widget-context';
import { NewTabLinks } from '../../ui/new-tab-link';
import { TickIcon } from '../../ui/icons';
import { coverEndText, coverStartText } from '../../view/figure-text';
import { useUiText } from '../../ui/ui-text';
import { readableCarName } from '../../domain/car-name';

/** The level of cover with its standard benefits, the car and the start, and the way back to edit them. */
export function CoverDetails({ onEdit }: { onEdit: () => void }) {
  const { t } = useUiText();
  const cover = useProposal((s) => s.draft.risk.vehicle.cover_type);
  const vehicle = useProposal((s) => s.draft.risk.vehicle);
  const start = useProposal((s) => s.draft.risk.start_date);
  const { documents } = useSetting('brand');
  const benefits = isCoverType(cover) ? COVER_BENEFIT_LABELS[cover] : [];
  const car = [vehicle.manufacturer, readableCarName(vehicle.model)].filter(Boolean).join(' ');
  return (
    <section className="mq-price-section" aria-labelledby="mq-cover-title">
      <div className="mq-price-section__head">
        <h2 id="mq-cover-title" className="mq-heading-m">
          {t('price.coverTitle')}
        </h2>
        <button type="button" className="mq-link-button" onClick={onEdit}>
          {t('price.editDetails')}
        </button>
      </div>
      <dl className="mq-price-figures">
        <div className="mq-price-figures__row">
          <dt>{t('price.coverType')}</dt>
          <dd>{isCoverType(cover) ? t(`cover.${cover}`) : cover}</dd>
        </div>
        <div className="mq-price-figures__row">
          <dt>{t('price.car')}</dt>
          <dd>
            {car}
            {vehicle.registration ? ` (${displayRegistration(vehicle.registration)})` : ''}
          </dd>
        </div>
        <div className="mq-price-figures__row">
          <dt>{t('price.startsOn')}</dt>
          <dd>{coverStartText(t, start)}</dd>
        </div>
        <div className="mq-price-figures__row">
          <dt>{t('cover.ends')}</dt>
          <dd>{coverEndText(t, start)}</dd>
        </div>
      </dl>
      {/* Where she decides, the car policy's own documents (docs/product/regulation.md#product-documents). */}
      <NewTabLinks
        links={[
          [t('summary.documents.ipid'), documents.ipid],
          [t('summary.documents.policyWording'), documents.policyWording],
        ]}
      />
      {benefits.length > 0 && (
        <>
          <h3 className="mq-heading-s">{t('price.benefitsTitle')}</h3>
          <ul className="mq-price-benefits">
            {benefits.map((benefit) => (
              <li key={benefit}>
                <TickIcon className="mq-icon mq-price-benefits__tick" />
                {t(benefit)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
