import { useProposal, useSetting, useWidget } from '../../hooks/widget-context';
import { PartnerLogo } from '../../ui/partner-logo';
import { useUiText } from '../../ui/ui-text';

/** The brand's logo (or its name as a wordmark) and, for aggregator visits, the partner's logo. */
export function Header() {
  const { t } = useUiText();
  const { mode } = useWidget().config;
  const brand = useSetting('brand');
  const partner = useSetting('partner');
  // A recalled or deep-linked quote carries its own source of business.
  const source = useProposal((s) => s.draft.risk.source_of_business) || partner.sourceOfBusiness;
  return (
    <div className="mq-header">
      <div>
        {brand.logoUrl ? (
          <img className="mq-header__logo" src={brand.logoUrl} alt={brand.name} />
        ) : (
          <span className="mq-wordmark">
            <svg className="mq-wordmark__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
              <circle cx="16" cy="16" r="15" />
              <path d="M9 19c2.5-5 11.5-5 14 0M11 13h10" />
            </svg>
            <span>{brand.name}</span>
          </span>
        )}
      </div>
      {/* As payment providers' test pages do: nobody mistakes the sandbox for a real purchase. */}
      {mode === 'sandbox' && <span className="mq-test-badge">{t('header.testMode')}</span>}
      <PartnerLogo sourceOfBusiness={source} lead={t('header.partnerLogo')} />
    </div>
  );
}
