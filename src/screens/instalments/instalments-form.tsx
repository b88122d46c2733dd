import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { saveDirectDebit } from '../../flows/purchase/save-direct-debit';
import { ROUTES, withUuid } from '../../widget/routes';
import { useWidget } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { scrollIntoViewLater } from '../../ui/focus-error';
import { Notice } from '../../ui/notice';
import { BankFields } from './bank-fields';
import { CreditInformation } from './credit-explained';
import { DirectDebitGuarantee } from './direct-debit-guarantee';
import { MonthlyPlanPanel } from './monthly-plan-panel';
import { ThirdPartyFields } from './third-party-fields';
import { useDirectDebitForm } from './use-direct-debit-form';
import { useUiText } from '../../ui/ui-text';

/** The plan, the loan explained, the Direct Debit details, the guarantee and the credit-check notice; Continue saves and moves on to sign. */
export function InstalmentsForm({ uuid }: { uuid: string }) {
  const widget = useWidget();
  const { t } = useUiText();
  const [, navigate] = useLocation();
  const form = useDirectDebitForm();
  const someoneElse = form.dd.is_proposer_account_holder === false;
  const [serverMessage, setServerMessage] = useState<{ text: string; key: number } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (serverMessage) void scrollIntoViewLater(messageRef.current).then(() => messageRef.current?.focus({ preventScroll: true }));
  }, [serverMessage]);

  const onContinue = async () => {
    setServerMessage(null);
    const result = await saveDirectDebit(widget, uuid);
    if (result.kind === 'invalid') return form.attempt(result.errors);
    if (result.kind === 'route') return navigate(result.to);
    setServerMessage({ text: result.message ?? t('instalments.saveFailed'), key: Date.now() });
  };

  return (
    <section className="mq-instalments" aria-labelledby="mq-instalments-title">
      <h1 id="mq-instalments-title" ref={heading} tabIndex={-1} className="mq-heading-xl">
        {t('instalments.title')}
      </h1>
      <p className="mq-lead">{t('instalments.intro')}</p>
      <MonthlyPlanPanel />
      <CreditInformation />
      <ErrorSummary errors={form.summary.errors} title={t('instalments.errorSummary')} focusKey={form.summary.focusKey} />
      {serverMessage ? (
        <Notice
          key={serverMessage.key}
          ref={messageRef}
          tone="error"
          live
          title={t('instalments.saveFailedTitle')}
          className="mq-dd-server-error"
        >
          <p>{serverMessage.text}</p>
        </Notice>
      ) : null}
      <form className="mq-dd-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <BankFields form={form} />
        {someoneElse ? <ThirdPartyFields form={form} /> : null}
      </form>
      <DirectDebitGuarantee holder={someoneElse} />
      {/* Someone else's account: the search is of their file, and they are told so themselves (docs/product/regulation.md#when-someone-else-holds-the-account). */}
      <Notice tone="info" title={t(someoneElse ? 'holder.creditTitle' : 'instalments.creditTitle')}>
        <p>{t(someoneElse ? 'holder.credit' : 'instalments.credit')}</p>
      </Notice>
      <div className="mq-actions">
        <Button onClick={onContinue}>{t('instalments.continue')}</Button>
        <Button variant="secondary" onClick={() => navigate(withUuid(ROUTES.summary, uuid))}>
          {t('common.back')}
        </Button>
      </div>
    </section>
  );
}
