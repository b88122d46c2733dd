import { COVER_TYPES } from '../../../contract/vehicle';
import { COVER_BENEFIT_LABELS } from '../../../details-form/model/tables';
import { useProposal, useWidget } from '../../../hooks/widget-context';
import { cx } from '../../../ui/cx';
import { Fieldset } from '../../../ui/fieldset';
import { TickIcon } from '../../../ui/icons';
import { fieldId } from '../use-question';
import { useUiText } from '../../../ui/ui-text';
import { type Path } from '../../../store/proposal/path';
import type { Message } from '../../../config/label-message';

/** Level of cover as three cards, each listing its standard benefits (docs/product/constants.md#covers-and-benefits). */
export function CoverBlock({ path, error }: { path: Path; error: Message | null }) {
  const { t } = useUiText();
  const { stores } = useWidget();
  const chosen = useProposal((s) => s.draft.risk.vehicle.cover_type);
  const id = fieldId(path);
  const choose = (type: string) => {
    stores.proposal.getState().setAnswer(path, type);
    stores.detailsForm.getState().touch(path);
  };
  return (
    <Fieldset id={id} legend={t('q.coverType')} hint={t('q.coverTypeHint')} error={error} touched={error !== null}>
      <div className="mq-cover__cards">
        {COVER_TYPES.map((type, index) => {
          const inputId = index === 0 ? id : `${id}-${type}`;
          const name = t(`cover.${type}`);
          return (
            <div key={type} className={cx('mq-cover-card', chosen === type && 'is-checked')}>
              <input
                id={inputId}
                className="mq-cover-card__input"
                type="radio"
                name={id}
                value={type}
                checked={chosen === type}
                onChange={() => choose(type)}
                aria-describedby={`${inputId}-summary ${inputId}-benefits`}
              />
              <label className="mq-cover-card__label" htmlFor={inputId}>
                {name}
              </label>
              <p id={`${inputId}-summary`} className="mq-cover-card__summary">
                {t(`cover.${type}.summary`)}
              </p>
              <ul id={`${inputId}-benefits`} className="mq-cover-card__benefits" aria-label={t('cover.benefitsOf', { cover: name })}>
                {COVER_BENEFIT_LABELS[type].map((benefit) => (
                  <li key={benefit}>
                    <TickIcon className="mq-icon mq-cover-card__tick" />
                    {t(benefit)}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
