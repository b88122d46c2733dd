import { exampleRowText } from '../../view/figure-text';
import type { CreditDocument } from '../../contract/credit';
import { linkFromApi } from '../../domain/api-link';
import { monthlyPlan, representativeExample } from '../../domain/instalments';
import { apiOrigin } from '../../domain/payment-address';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { NewTabLink } from '../../ui/new-tab-link';
import { useUiText } from '../../ui/ui-text';

const POINTS = ['credit.missed', 'credit.cancel', 'credit.withdraw'] as const;

/** A credit document the API served, by its own link (https or the API's origin only), or nothing. */
export function CreditDocumentLink({ document, label, hint }: { document: CreditDocument | undefined; label: string; hint?: string }) {
  const { config } = useWidget();
  const href = linkFromApi(document?.url, apiOrigin(config.apiBase, location.href));
  if (!href) return null;
  return (
    <p>
      <NewTabLink href={href}>{label}</NewTabLink>
      {hint ? <span className="mq-hint"> {hint}</span> : null}
    </p>
  );
}

/**
 * The loan in figures and in plain words (docs/product/regulation.md#pre-contract-credit-information): the quote's
 * key figures (amount of credit, payments, APR, total payable) and what a missed payment, a cancelled
 * policy and withdrawing mean. On the Direct Debit screen before she applies, and again where she signs.
 */
export function CreditExplained() {
  const { t } = useUiText();
  const quote = useProposal((s) => s.draft.quote);
  const plan = monthlyPlan(quote);
  if (!plan) return null;
  return (
    <>
      <dl className="mq-dd-plan__rows">
        {representativeExample(plan).map((row) => {
          const { label, value } = exampleRowText(t, row);
          return (
            <div key={row.figure} className="mq-dd-plan__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          );
        })}
      </dl>
      <ul className="mq-ddg__list">
        {POINTS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </>
  );
}

/** The Direct Debit screen's section before she applies: the loan explained, and the pre-contract credit information to open and keep. */
export function CreditInformation() {
  const { t } = useUiText();
  const documents = useProposal((s) => s.draft.quote?.credit_documents);
  return (
    <section className="mq-dd-plan" aria-labelledby="mq-credit-title">
      <h2 id="mq-credit-title" className="mq-heading-m">
        {t('credit.title')}
      </h2>
      <p>{t('credit.intro')}</p>
      <CreditExplained />
      <CreditDocumentLink document={documents?.information} label={t('credit.information')} hint={t('credit.keep')} />
    </section>
  );
}
