import { useEffect, useRef } from 'react';
import { NCD_PROOF_MAX_AGE_YEARS } from '../../domain/constants';
import { partnerFor } from '../../domain/partners';
import { useSetting, useWidget } from '../../hooks/widget-context';
import { Notice } from '../../ui/notice';
import { NewTabLinks } from '../../ui/new-tab-link';
import { TickIcon } from '../../ui/icons';
import { coverEndText, coverStartText } from '../../view/figure-text';
import { coverStart } from '../../domain/dates';
import type { Proposal } from '../../contract/proposal';
import type { Receipt } from '../../store/proposal/slices/state';
import { linkFromApi } from '../../domain/api-link';
import { apiOrigin } from '../../domain/payment-address';
import { useUiText } from '../../ui/ui-text';
import { DemandsNeedsCopy } from './demands-needs-copy';

interface ConfirmationProps {
  /** What the tab keeps after the sale (docs/security.md#data-that-ends-with-the-sale). */
  receipt: Receipt;
  /** Where the documents went; null after a reload (the address is not kept), when the text says 'to you'. */
  email: string | null;
  /** null when the insurer could not give a link now: the welcome e-mail has one. */
  portalUrl: string | null;
  /** The proposal just bought, for her copy of the demands and needs; null after a reload (the e-mail has it). */
  proposal: Proposal | null;
}

/** The thank-you page (docs/product/screens.md#thank-you): web reference, cover date and time, NCD proof and documents notices, the portal. */
export function Confirmation({ receipt, email, portalUrl, proposal }: ConfirmationProps) {
  const { t } = useUiText();
  const { config } = useWidget();
  const { sourceOfBusiness } = useSetting('partner');
  const { ncdProofDays } = useSetting('brand');
  const heading = useRef<HTMLHeadingElement>(null);
  const partner = partnerFor(receipt.sourceOfBusiness ?? sourceOfBusiness);
  useEffect(() => heading.current?.focus(), []);
  const portal = linkFromApi(portalUrl, apiOrigin(config.apiBase, location.href));
  // Insured now only when cover started today (from the moment she bought); a later start says when.
  const start = coverStart(receipt.startDate);
  return (
    <section aria-labelledby="mq-thanks-title">
      <div className="mq-thanks__hero">
        <span className="mq-thanks__tick" aria-hidden="true">
          <TickIcon className="mq-icon" />
        </span>
        <h1 id="mq-thanks-title" ref={heading} tabIndex={-1} className="mq-heading-xl">
          {start?.fromMidnight ? t('thankYou.titleFuture', { date: start.date }) : t('thankYou.title')}
        </h1>
        <p className="mq-lead">{t('thankYou.intro')}</p>
        <p>{t('underwrittenBy')}</p>
        {partner ? <p className="mq-thanks__partner">{t('thankYou.partner', { partner: partner.name })}</p> : null}
      </div>
      <dl className="mq-thanks__facts">
        <div className="mq-thanks__fact">
          <dt>{t('thankYou.reference')}</dt>
          <dd className="mq-thanks__reference">{receipt.reference}</dd>
        </div>
        <div className="mq-thanks__fact">
          <dt>{t('thankYou.cover')}</dt>
          <dd>{coverStartText(t, receipt.startDate)}</dd>
        </div>
        <div className="mq-thanks__fact">
          <dt>{t('cover.ends')}</dt>
          <dd>{coverEndText(t, receipt.startDate)}</dd>
        </div>
      </dl>
      <Notice tone="info" title={t('thankYou.documentsTitle')}>
        <p>{email ? t('thankYou.documents', { address: email }) : t('thankYou.documentsNoEmail')}</p>
        {proposal?.documents?.length ? (
          <>
            <p>{t('thankYou.versions')}</p>
            {/* A non-breaking hyphen: a version (2026-01) never wraps at its hyphen. */}
            <NewTabLinks
              links={proposal.documents.map((doc) => [
                t('thankYou.version', { ...doc, version: doc.version.replace(/-/g, '\u2011') }),
                doc.url,
              ])}
            />
          </>
        ) : null}
      </Notice>
      {proposal ? <DemandsNeedsCopy proposal={proposal} /> : <p>{t('needs.inEmail')}</p>}
      <Notice tone="warning" title={t('thankYou.ncdTitle')}>
        <p>{t('thankYou.ncd', { years: NCD_PROOF_MAX_AGE_YEARS, days: ncdProofDays })}</p>
      </Notice>
      <div className="mq-thanks__portal">
        {portal ? (
          <>
            <a className="mq-button mq-button--primary" href={portal} target="_blank" rel="noopener noreferrer">
              {t('thankYou.portal')} <span className="mq-visually-hidden">{t('common.newTab')}</span>
            </a>
            <p className="mq-hint">{t('thankYou.portalHint')}</p>
          </>
        ) : (
          <p>{t('thankYou.portalUnavailable')}</p>
        )}
      </div>
    </section>
  );
}
