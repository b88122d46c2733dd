import { memo } from 'react';
import { formatMoney, MONEY_PLACEHOLDER } from '../domain/money';
import { cx } from './cx';
import { useUiText } from './ui-text';

interface MoneyProps {
  /** A number or the API's numeric string; anything else shows '-'. */
  value: number | string | null | undefined;
  /** While a price is being worked out it shows '---.--' (docs/product/constants.md#steps-money-and-dates). */
  loading?: boolean;
  className?: string;
}

/** Shown for a figure that is unknown (docs/product/constants.md#steps-money-and-dates: '-'). */
const VALUE_PLACEHOLDER = '-';

function PriceLoading() {
  return <span className="mq-visually-hidden">{useUiText().t('ui.priceLoading')}</span>;
}

/** A price in pounds with 2 decimals. The loading placeholder is hidden from screen readers, which hear words instead. */
export const Money = memo(function Money({ value, loading, className }: MoneyProps) {
  if (loading) {
    return (
      <span className={cx('mq-money', 'is-loading', className)}>
        <span aria-hidden="true">£{MONEY_PLACEHOLDER}</span>
        <PriceLoading />
      </span>
    );
  }
  return <span className={cx('mq-money', className)}>{formatMoney(value, VALUE_PLACEHOLDER)}</span>;
});
