/**
 * The widget's own words for the sandbox's e-mails (the default labels and the demo brand): the
 * firm's status and, beside any monthly figure, the representative example (CONC 3.5.3R, 3.5.5R,
 * docs/product/regulation.md#paying-monthly-is-credit), so an e-mail says what the screens say.
 */
import * as v from 'valibot';
import type { Quote } from '../../../src/contract/quote';
import { BrandSchema } from '../../../src/config/brand-schema';
import { exampleRowText } from '../../../src/view/figure-text';
import { DEFAULT_LABELS } from '../../../src/config/labels';
import { createUiText } from '../../../src/config/ui-text';
import { creditStatus, firmStatus } from '../../../src/view/firm-status';
import { monthlyPlan, representativeExample } from '../../../src/domain/instalments';

export const brand = v.parse(BrandSchema, {});
export const { t, message } = createUiText(DEFAULT_LABELS, brand);

/** Who insures her and in what capacity the firm sells, as the summary says it. */
export const statusText = (): string => [t('underwrittenBy'), ...firmStatus(brand).map(message)].join(' ');

/** The representative example and the firm's part in the credit, as lines; none when the quote offers no monthly plan. */
export function exampleLines(quote: Quote): string[] {
  const plan = monthlyPlan(quote);
  if (!plan) return [];
  return [
    `${t('price.exampleTitle')}: ${t('price.exampleIntro')}`,
    ...representativeExample(plan).map((row) => {
      const { label, value } = exampleRowText(t, row);
      return `- ${label}: ${value}`;
    }),
    creditStatus(brand).map(message).join(' '),
  ];
}
