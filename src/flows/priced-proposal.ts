import type { Proposal } from '../contract/proposal';
import type { Quote } from '../contract/quote';
import { ROUTES, withUuid } from '../widget/routes';

/**
 * Whether the insurer priced this proposal (the one test of "is quoted": flows and guards all ask it): quoted (the proposal and its quote say so) with a premium
 * above nothing. A declined proposal keeps a zero-premium quote (or none), which a price would show as
 * "£0.00 a year".
 */
export function isPriced<P extends Pick<Proposal, 'is_quoted' | 'quote'>>(proposal: P): proposal is P & { quote: Quote } {
  const quote = proposal.quote;
  return proposal.is_quoted === true && !!quote && quote.is_quoted && quote.premium > 0;
}

/**
 * The one guard of every screen that shows a price (price, add-ons, summary, instalments, payment):
 * an unquoted proposal (a recalled declined quote, or its address typed or bookmarked) goes to
 * Declined (docs/product/screens.md#no-quote-available: 'unable to provide a quotation'), never to a £0.00 price. Null when priced.
 */
export function routeForUnpriced(proposal: Pick<Proposal, 'is_quoted' | 'quote'>, uuid: string): string | null {
  return isPriced(proposal) ? null : withUuid(ROUTES.declined, uuid);
}
