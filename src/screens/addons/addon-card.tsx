import { useId, type Ref } from 'react';
import type { Addon } from '../../contract/addon';
import { isIncludedAddon } from '../../domain/proposal-addons';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { TickIcon } from '../../ui/icons';
import { formatMoney } from '../../domain/money';
import { addonCopy } from './addon-copy';
import { ProductLinks } from './product-links';
import { useUiText } from '../../ui/ui-text';

interface AddonCardProps {
  addon: Addon;
  number: number;
  count: number;
  open: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  /** Decides the extra; the list then closes this card and opens the next undecided one. */
  onChoose: (selected: boolean) => void;
  onOpen: () => void;
}

/**
 * One extra: open, it shows its cover, price, document links and Add to quote / No Thanks, either
 * of which decides it in one tap; closed, it shows the choice made and a button to change it.
 */
export function AddonCard({ addon, number, count, open, headingRef, onChoose, onOpen }: AddonCardProps) {
  const { t } = useUiText();
  const titleId = useId();
  const included = isIncludedAddon(addon);
  const decided = addon.is_selected !== null;
  const copy = addonCopy(addon.code);
  const status = included
    ? t('addons.included')
    : addon.is_selected === true
      ? t('addons.chosenAdd')
      : addon.is_selected === false
        ? t('addons.chosenDecline')
        : null;
  return (
    <li className={cx('mq-addon-card', open && 'is-open', addon.is_selected === true && 'is-added')}>
      <p className="mq-addon-card__count">{t('addons.progress', { number, count })}</p>
      <div className="mq-addon-card__top">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="mq-heading-m mq-addon-card__title">
          {addon.description}
        </h2>
        <p className="mq-addon-card__price">{included ? t('addons.included') : t('addons.price', { price: formatMoney(addon.premium) })}</p>
      </div>
      {open ? (
        <>
          <p>{t(copy.key, copy.vars)}</p>
          <ProductLinks code={addon.code} name={addon.description} />
          {included ? (
            <p className="mq-addon-card__status">
              <TickIcon className="mq-icon" /> {t('addons.includedNote')}
            </p>
          ) : (
            <div className="mq-addon-card__choices" role="group" aria-labelledby={titleId}>
              <Button
                variant={addon.is_selected === true ? 'primary' : 'secondary'}
                aria-pressed={addon.is_selected === true}
                onClick={() => onChoose(true)}
              >
                {addon.is_selected === true ? <TickIcon className="mq-icon" /> : null}
                {t('addons.add')}
              </Button>
              <Button
                variant={addon.is_selected === false ? 'primary' : 'secondary'}
                aria-pressed={addon.is_selected === false}
                onClick={() => onChoose(false)}
              >
                {t('addons.decline')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <div className="mq-addon-card__summary">
          <p className="mq-addon-card__status">
            {addon.is_selected === true ? <TickIcon className="mq-icon" /> : null}
            {status ?? t('addons.undecided')}
          </p>
          <Button variant="link" aria-label={`${decided ? t('addons.change') : t('addons.choose')} ${addon.description}`} onClick={onOpen}>
            {decided ? t('addons.change') : t('addons.choose')}
          </Button>
        </div>
      )}
    </li>
  );
}
