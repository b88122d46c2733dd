import { useLabels } from '../../store/widget-context';

// SPEC.md: aggregator codes 105, 114, 112, 115, 104 map to five partner logos. The sandbox's
// stand-in names are neutral; a real deployment swaps the artwork, never the codes.
const PARTNERS: Record<string, { name: string; colour: string }> = {
  '105': { name: 'CompareCover', colour: '#0b5394' },
  '114': { name: 'QuoteHound', colour: '#38761d' },
  '112': { name: 'PriceWise', colour: '#7f3f98' },
  '115': { name: 'MarketMeerkat', colour: '#b45f06' },
  '104': { name: 'GoSwitch', colour: '#134f5c' },
};

export const partnerFor = (code: string | undefined) => (code ? PARTNERS[code] : undefined);

export function PartnerLogo({ sourceOfBusiness }: { sourceOfBusiness?: string }) {
  const t = useLabels();
  const partner = partnerFor(sourceOfBusiness);
  if (!partner) return null;
  return (
    <div className="mq-partner">
      <span className="mq-partner__lead">{t('header.partnerLogo', { partner: '' }).trim()}</span>
      <span className="mq-partner__logo" style={{ backgroundColor: partner.colour }} role="img" aria-label={partner.name}>
        {partner.name}
      </span>
    </div>
  );
}
