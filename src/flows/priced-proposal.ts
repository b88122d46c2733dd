import type { Proposal } from '../contract/proposal';
import { isPriced } from '../domain/journey';
import { ROUTES, withUuid } from '../widget/routes';

/**
 * The one guard of every screen that shows a price (price, add-ons, summary, instalments, payment):
 * an unquoted proposal (a recalled declined quote, or its address typed or bookmarked) goes to
 * Declined (docs/product/screens.md#no-quote-available: 'unable to provide a quotation'), never to a £0.00 price. Null when priced.
 */
export function routeForUnpriced(proposal: Pick<Proposal, 'is_quoted' | 'quote'>, uuid: string): string | null {
  return isPriced(proposal) ? null : withUuid(ROUTES.declined, uuid);
}
