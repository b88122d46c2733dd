import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { signAgreement, signatureErrors, type Signature, type SignatureField } from '../../flows/purchase/sign-agreement';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { useSavedProposal } from '../../hooks/use-saved-proposal';
import { ROUTES, withUuid } from '../../widget/routes';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { LoadingModal } from '../../ui/loading-modal';
import { Notice } from '../../ui/notice';
import { useUiText } from '../../ui/ui-text';
import { useFormState } from '../../ui/use-form-state';
import { CreditDocumentLink, CreditExplained } from './credit-explained';
import { SignatureFields, SIGNATURE_IDS } from './signature-fields';

/** #/quote/credit-agreement?uuid=…: the saved quote is fetched afresh, then the agreement to sign. */
export function AgreementScreen() {
  const { t } = useUiText();
  const { uuid, ready } = useSavedProposal();
  if (!ready || !uuid) return <LoadingModal open message={t('common.loading')} title={t('common.pleaseWait')} />;
  return <AgreementForm key={uuid} uuid={uuid} />;
}

/**
 * After the credit check and before the deposit (docs/product/transitions.md#the-credit-agreement): the key
 * terms, the whole agreement to open, and her signature: her full name typed and the box ticked.
 */
function AgreementForm({ uuid }: { uuid: string }) {
  const widget = useWidget();
  const { t } = useUiText();
  const [, navigate] = useLocation();
  const borrower = useProposal((s) => s.draft.risk.proposer.name);
  const documents = useProposal((s) => s.draft.quote?.credit_documents);
  const [signature, setSignature] = useState<Signature>({ name: '', agreed: false });
  const errors = useMemo(() => signatureErrors(signature, borrower), [signature, borrower]);
  const form = useFormState({ errors, fieldId: (field: SignatureField) => SIGNATURE_IDS[field] });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const change = (field: SignatureField, value: string | boolean) => setSignature((now) => ({ ...now, [field]: value }));
  const sign = async () => {
    if (busy) return;
    setFailed(null);
    if (Object.keys(errors).length > 0) return form.attempt(errors);
    setBusy(true);
    const result = await signAgreement(widget, uuid, signature);
    setBusy(false);
    if (result.kind === 'invalid') form.attempt(result.errors);
    else if (result.kind === 'route') navigate(result.to);
    else setFailed(result.message ?? t('agreement.failed'));
  };

  return (
    <section className="mq-instalments" aria-labelledby="mq-agreement-title">
      <h1 id="mq-agreement-title" ref={heading} tabIndex={-1} className="mq-heading-xl">
        {t('agreement.title')}
      </h1>
      <p className="mq-lead">{t('agreement.intro')}</p>
      <ErrorSummary errors={form.summary.errors} title={t('instalments.errorSummary')} focusKey={form.summary.focusKey} />
      {failed ? (
        <Notice tone="error" live title={t('agreement.failedTitle')}>
          <p>{failed}</p>
        </Notice>
      ) : null}
      <div className="mq-dd-plan">
        <CreditExplained />
        <CreditDocumentLink document={documents?.agreement} label={t('agreement.document')} hint={t('credit.keep')} />
        <CreditDocumentLink document={documents?.information} label={t('credit.information')} />
      </div>
      <SignatureFields
        signature={signature}
        form={form}
        onChange={change}
        hint={t('agreement.nameHint')}
        agree={t('agreement.agree')}
        legal={t('agreement.legal')}
      />
      <div className="mq-actions">
        <Button onClick={() => void sign()}>{t('agreement.sign')}</Button>
        <Button variant="secondary" onClick={() => navigate(withUuid(ROUTES.instalments, uuid))}>
          {t('common.back')}
        </Button>
      </div>
      <LoadingModal open={busy} message={t('common.loading')} title={t('common.pleaseWait')} />
    </section>
  );
}
