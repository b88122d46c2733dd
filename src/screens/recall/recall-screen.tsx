import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { minutesToWait, recallQuote, type BoughtReceipt } from '../../flows/recall/recall-quote';
import { recallErrors, type RecallForm } from '../../flows/recall/recall-rules';
import { RECALL_REASONS, ROUTES } from '../../widget/routes';
import { useWidget } from '../../hooks/widget-context';
import { coverStartText } from '../../view/figure-text';
import { linkFromApi } from '../../domain/api-link';
import { apiOrigin } from '../../domain/payment-address';
import { Button } from '../../ui/button';
import { LoadingModal } from '../../ui/loading-modal';
import { Notice } from '../../ui/notice';
import { RecallFields, recallFieldId } from './recall-fields';
import { useUiText } from '../../ui/ui-text';
import { useFormState } from '../../ui/use-form-state';

const EMPTY: RecallForm = { reference: '', postcode: '', dob: '' };

/**
 * #/quote/recall: Retrieve a Quote by reference, postcode and date of birth. A quote that cannot be
 * found replaces the fields with the message of docs/product/screens.md#retrieve-a-quote (Try again brings them back); a deep link that
 * failed arrives here with its reason in the query.
 */
export function RecallScreen() {
  const widget = useWidget();
  const { t } = useUiText();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const reason = search.get('reason');
  // After a session expired, the saved quote's reference is kept in the tab (not in the address) to fill in.
  const [form, setForm] = useState<RecallForm>(() => ({ ...EMPTY, reference: widget.stores.proposal.getState().resume?.reference ?? '' }));
  const errors = useMemo(() => recallErrors(form), [form]);
  const state = useFormState({ errors, fieldId: recallFieldId });
  const [notFound, setNotFound] = useState(reason === RECALL_REASONS.notFound);
  // Minutes to wait after too many attempts; the fields stay, so the customer sees what she typed.
  const [waitMinutes, setWaitMinutes] = useState<number | null>(
    reason === RECALL_REASONS.rateLimited ? minutesToWait(Number(search.get('minutes')) * 60 || undefined) : null,
  );
  const [busy, setBusy] = useState(false);
  // A policy already bought: its receipt (a deep link's has none), never a way into it.
  const [bought, setBought] = useState<Partial<BoughtReceipt> | null>(reason === RECALL_REASONS.bought ? {} : null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), [notFound, bought]);

  const back = () => navigate(ROUTES.create);
  // Pressed with void (RecallFields' onSubmit below): recallQuote never rejects, it answers a failed
  // call with what went wrong or where to go (README.md#architecture), and the rest only sets state.
  const submit = async () => {
    if (busy) return;
    // Refused by the rules, nothing is sent: the summary shows at once, as on every form, with no
    // 'Please wait' dialog taking focus first (docs/product/validation.md#when-an-error-shows).
    if (Object.keys(errors).length > 0) return state.attempt(errors);
    setBusy(true);
    const result = await recallQuote(widget, form);
    setBusy(false);
    setWaitMinutes(result.kind === 'rate-limited' ? result.minutes : null);
    if (result.kind === 'invalid') state.attempt(result.errors);
    else if (result.kind === 'not-found') setNotFound(true);
    else if (result.kind === 'rate-limited') heading.current?.focus();
    else if (result.kind === 'bought') setBought(result.receipt);
    else navigate(result.to);
  };

  return (
    <section aria-labelledby="mq-recall-title">
      <h1 id="mq-recall-title" ref={heading} tabIndex={-1} className="mq-heading-xl">
        {t('recall.title')}
      </h1>
      {bought ? (
        <BoughtNotice receipt={bought} />
      ) : notFound ? (
        <Notice tone="error" title={t('recall.notFoundTitle')} className="mq-recall__not-found">
          <p>{t('recall.notFound')}</p>
        </Notice>
      ) : (
        <>
          <p className="mq-lead">{t('recall.intro')}</p>
          {waitMinutes !== null ? (
            <Notice tone="error" title={t('recall.rateLimitedTitle')} live>
              <p>{t('recall.rateLimited', { minutes: waitMinutes })}</p>
            </Notice>
          ) : null}
          {reason === RECALL_REASONS.invalidLink ? (
            <Notice tone="warning" title={t('recall.invalidLinkTitle')}>
              <p>{t('recall.invalidLink')}</p>
            </Notice>
          ) : null}
          {reason === RECALL_REASONS.expired ? (
            <Notice tone="info" title={t('recall.expiredTitle')}>
              <p>{t('recall.expired')}</p>
            </Notice>
          ) : null}
          {reason === RECALL_REASONS.revoked ? (
            <Notice tone="info" title={t('recall.revokedTitle')}>
              <p>{t('recall.revoked')}</p>
            </Notice>
          ) : null}
          {reason === RECALL_REASONS.linkExpired ? (
            <Notice tone="info" title={t('recall.linkExpiredTitle')}>
              <p>{t('recall.linkExpired')}</p>
            </Notice>
          ) : null}
          {reason === RECALL_REASONS.locked ? (
            <Notice tone="info" title={t('recall.lockedTitle')}>
              <p>{t('recall.locked')}</p>
            </Notice>
          ) : null}
          <RecallFields form={form} onChange={setForm} state={state} onSubmit={() => void submit()} onBack={back} />
        </>
      )}
      {notFound ? (
        <div className="mq-actions">
          <Button onClick={() => setNotFound(false)}>{t('recall.tryAgain')}</Button>
          <Button variant="secondary" onClick={back}>
            {t('common.back')}
          </Button>
        </div>
      ) : null}
      <LoadingModal open={busy} message={t('deepLink.message')} title={t('deepLink.title')} />
    </section>
  );
}

/** docs/product/regulation.md#cover-start-and-a-bought-policy: a sale is final; the portal, which signs her in, is where the policy lives. */
function BoughtNotice({ receipt }: { receipt: Partial<BoughtReceipt> }) {
  const { t } = useUiText();
  const { config } = useWidget();
  const portal = linkFromApi(receipt.portal_url ?? null, apiOrigin(config.apiBase, location.href));
  return (
    <Notice tone="info" title={t('recall.boughtTitle')}>
      {receipt.reference ? (
        <dl className="mq-thanks__facts">
          <div className="mq-thanks__fact">
            <dt>{t('thankYou.reference')}</dt>
            <dd>{receipt.reference}</dd>
          </div>
          <div className="mq-thanks__fact">
            <dt>{t('thankYou.cover')}</dt>
            <dd>{coverStartText(t, receipt.start_date ?? null)}</dd>
          </div>
        </dl>
      ) : null}
      <p>{t('recall.bought')}</p>
      {portal ? (
        <a className="mq-button mq-button--primary" href={portal} target="_blank" rel="noopener noreferrer">
          {t('thankYou.portal')} <span className="mq-visually-hidden">{t('common.newTab')}</span>
        </a>
      ) : null}
    </Notice>
  );
}
