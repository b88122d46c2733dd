import { AGGREGATOR_CODES, DIRECT_SOURCE_OF_BUSINESS } from './constants';

/** A price-comparison partner; names are the sandbox's neutral stand-ins (a deployment swaps the artwork). */
export interface Partner {
  code: string;
  id: string;
  name: string;
}

const PARTNERS: readonly Partner[] = [
  { code: '105', id: 'compare-cover', name: 'CompareCover' },
  { code: '114', id: 'quote-hound', name: 'QuoteHound' },
  { code: '112', id: 'price-wise', name: 'PriceWise' },
  { code: '115', id: 'market-meerkat', name: 'MarketMeerkat' },
  { code: '104', id: 'go-switch', name: 'GoSwitch' },
];

const code = (sourceOfBusiness: unknown) => {
  if (typeof sourceOfBusiness === 'number') return String(sourceOfBusiness);
  return typeof sourceOfBusiness === 'string' ? sourceOfBusiness.trim() : '';
};

/** The partner behind an aggregator source-of-business code; null for direct or unknown sources. */
export function partnerFor(sourceOfBusiness: unknown): Partner | null {
  const c = code(sourceOfBusiness);
  return AGGREGATOR_CODES.includes(c) ? (PARTNERS.find((p) => p.code === c) ?? null) : null;
}

/** Direct business: source of business 'Website', empty or missing. */
export function isDirect(sourceOfBusiness: unknown): boolean {
  const c = code(sourceOfBusiness);
  return c === '' || c === DIRECT_SOURCE_OF_BUSINESS;
}

/** Special Offers show only when a source of business is set and it is not Website. */
export function showSpecialOffers(sourceOfBusiness: unknown): boolean {
  return !isDirect(sourceOfBusiness);
}

/** The highest-education question is asked only of direct visitors. */
export function asksEducationLevel(sourceOfBusiness: unknown): boolean {
  return isDirect(sourceOfBusiness);
}
