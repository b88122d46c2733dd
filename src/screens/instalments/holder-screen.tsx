import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import type { HolderView } from '../../contract/credit';
import { ordinal } from '../../domain/dates';
import { holderSignatureErrors, loadHolder, signAsHolder, type HolderLoad } from '../../flows/purchase/account-holder';
import type { Signature, SignatureField } from '../../flows/purchase/sign-agreement';
import { useWidget } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { LoadingModal } from '../../ui/loading-modal';
import { Money } from '../../ui/money';
import { Notice } from '../../ui/notice';
import { useUiText } from '../../ui/ui-text';
import { useFormState } from '../../ui/use-form-state';
import { CreditDocumentLink } from './credit-explained';
import { DirectDebitGuarantee } from './direct-debit-guarantee';
import { SignatureFields, SIGNATURE_IDS } from './signature-fields';

/**
 * #/account-holder?code=…: the account holder's own page, opened from the link mailed to them on any
 * device, with no quote of theirs (docs/product/regulation.md#when-someone-else-holds-the-account).
 */
export function HolderScreen() {
  const widget = useWidget();
  const { t } = useUiText();
  const code = new URLSearchParams(useSearch()).get('code') ?? '';
  const [loaded, setLoaded] = useState<HolderLoad | { kind: 'signed' } | null>(null);
  useEffect(() => {
    void loadHolder(widget, code).then(setLoaded);
  }, [widget, code]);
  if (!loaded) return <LoadingModal open message={t('common.loading')} title={t('common.pleaseWait')} />;
  if (loaded.kind === 'view') return <HolderForm code={code} view={loaded.view} onDone={setLoaded} />;
  const [title, text] =
    loaded.kind === 'gone'
      ? [t('holderPage.goneTitle'), t('holderPage.gone')]
      : loaded.kind === 'signed'
        ? [t('holderPage.doneTitle'), '']
        : [t('agreement.failedTitle'), loaded.message ?? t('agreement.failed')];
  return <End title={title} text={text} />;
}

function End({ title, text }: { title: string; text: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="mq-holder-title">
      <h1 id="mq-holder-title" ref={heading} tabIndex={-1} className="mq-heading-xl">
        {title}
      </h1>
      <p className="mq-lead">{text}</p>
    </section>
  );
}

/** What they agree to (the credit search, the Direct Debit with its guarantee, the credit terms), then their signature. */
function HolderForm({ code, view, onDone }: { code: string; view: HolderView; onDone: (loaded: HolderLoad | { kind: 'signed' }) => void }) {
  const widget = useWidget();
  const { t } = useUiText();
  const [signature, setSignature] = useState<Signature>({ name: '', agreed: false });
  const errors = useMemo(() => holderSignatureErrors(signature, view), [signature, view]);
  const form = useFormState({ errors, fieldId: (field: SignatureField) => SIGNATURE_IDS[field] });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [done]);

  const sign = async () => {
    if (busy) return;
    setFailed(null);
    if (Object.keys(errors).length > 0) return form.attempt(errors);
    setBusy(true);
    const result = await signAsHolder(widget, code, view, signature);
    setBusy(false);
    if (result.kind === 'invalid') form.attempt(result.errors);
    else if (result.kind === 'signed') setDone(true);
    else if (result.kind === 'gone') onDone(result);
    else setFailed(result.message ?? t('agreement.failed'));
  };

  if (done) return <End title={t('holderPage.doneTitle')} text={t('holderPage.done', { customer: view.customer })} />;
  const rows: [string, ReactNode][] = [
    [t('instalments.accountName'), view.account_name],
    [t('instalments.sortCode'), view.sort_code],
    [t('instalments.accountNumber'), view.account_number],
    [t('instalments.planMonthly', { count: view.payments }), <Money value={view.monthly_payment} />],
  ];
  return (
    <section aria-labelledby="mq-holder-title">
      <h1 id="mq-holder-title" ref={heading} tabIndex={-1} className="mq-heading-xl">
        {t('holderPage.title')}
      </h1>
      <p className="mq-lead">{t('holderPage.intro', { customer: view.customer })}</p>
      <ErrorSummary errors={form.summary.errors} title={t('instalments.errorSummary')} focusKey={form.summary.focusKey} />
      {failed ? (
        <Notice tone="error" live title={t('agreement.failedTitle')}>
          <p>{failed}</p>
        </Notice>
      ) : null}
      <Notice tone="info" title={t('instalments.creditTitle')}>
        <p>{t('instalments.credit')}</p>
      </Notice>
      <section className="mq-dd-plan" aria-labelledby="mq-holder-mandate">
        <h2 id="mq-holder-mandate" className="mq-heading-m">
          {t('holderPage.mandate')}
        </h2>
        <dl className="mq-dd-plan__rows">
          {rows.map(([label, value]) => (
            <div key={label} className="mq-dd-plan__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mq-hint">{t('instalments.planDay', { day: ordinal(Number(view.collection_day)) })}</p>
        <CreditDocumentLink document={view.credit_documents.information} label={t('credit.information')} />
        <CreditDocumentLink document={view.credit_documents.agreement} label={t('holderPage.agreement')} />
      </section>
      <DirectDebitGuarantee />
      <SignatureFields
        signature={signature}
        form={form}
        onChange={(field, value) => setSignature((now) => ({ ...now, [field]: value }))}
        hint={t('holderPage.nameHint')}
        agree={t('holderPage.agree')}
      />
      <div className="mq-actions">
        <Button onClick={() => void sign()}>{t('holderPage.sign')}</Button>
      </div>
      <LoadingModal open={busy} message={t('common.loading')} title={t('common.pleaseWait')} />
    </section>
  );
}
