import { partnerFor } from '../domain/partners';

// Artwork of the sandbox's stand-in partners; a deployment swaps these colours and marks, never the codes.
const COLOURS: Record<string, string> = {
  'compare-cover': '#0b5394',
  'quote-hound': '#38761d',
  'price-wise': '#6a2f8a',
  'market-meerkat': '#9c4f04',
  'go-switch': '#134f5c',
};

/** The aggregator's logo for an aggregator source of business; nothing for direct visits. */
export function PartnerLogo({ sourceOfBusiness, lead }: { sourceOfBusiness?: string | null; lead?: string }) {
  const partner = partnerFor(sourceOfBusiness);
  if (!partner) return null;
  return (
    <span className="mq-partner">
      {lead && <span>{lead}</span>}
      <span className="mq-partner__logo" style={{ backgroundColor: COLOURS[partner.id] }} role="img" aria-label={partner.name}>
        {partner.name}
      </span>
    </span>
  );
}
