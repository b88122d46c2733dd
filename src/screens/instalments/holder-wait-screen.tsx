import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { checkHolder, sendHolderLink } from '../../flows/purchase/account-holder';
import type { HolderConsent } from '../../contract/credit';
import { longDate } from '../../domain/dates';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { useSavedProposal } from '../../hooks/use-saved-proposal';
import { ROUTES, withUuid } from '../../widget/routes';
import { Button } from '../../ui/button';
import { LoadingModal } from '../../ui/loading-modal';
import { Notice } from '../../ui/notice';
import { useUiText } from '../../ui/ui-text';

/** #/quote/account-holder?uuid=…: the saved quote is fetched afresh, then the wait for the account holder. */
export function HolderWaitScreen() {
  const { t } = useUiText();
  const { uuid, ready } = useSavedProposal();
  if (!ready || !uuid) return <LoadingModal open message={t('common.loading')} title={t('common.pleaseWait')} />;
  return <HolderWait uuid={uuid} />;
}

/**
 * After she signs and before the deposit (docs/product/regulation.md#when-someone-else-holds-the-account):
 * she has the insurer e-mail the holder their link, and checks again once they say they have signed.
 */
function HolderWait({ uuid }: { uuid: string }) {
  const widget = useWidget();
  const { t } = useUiText();
  const [, navigate] = useLocation();
  const [consent, setConsent] = useState<HolderConsent | null>(null);
  const holder = useProposal((s) => s.draft.direct_debit.third_party);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ title: string; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    await action();
    setBusy(false);
  };
  const send = () =>
    run(async () => {
      const result = await sendHolderLink(widget, uuid);
      if (result.kind === 'sent') setConsent(result.consent);
      else setNotice({ title: t('holderWait.failedTitle'), text: result.message ?? t('holderWait.failed') });
    });
  const check = () =>
    run(async () => {
      const to = await checkHolder(widget, uuid);
      if (to) navigate(to);
      else setNotice({ title: t('holderWait.notYetTitle'), text: t('holderWait.notYet') });
    });

  const sent = consent?.status === 'sent';
  return (
    <section aria-labelledby="mq-holder-title">
      <h1 id="mq-holder-title" ref={heading} tabIndex={-1} className="mq-heading-xl">
        {t('holderWait.title')}
      </h1>
      <p className="mq-lead">{t('holderWait.intro', { name: [holder?.forename, holder?.surname].filter(Boolean).join(' ') })}</p>
      {sent ? <p>{t('holderWait.sent', { email: consent.email ?? '', date: longDate(consent.expires_at?.slice(0, 10)) })}</p> : null}
      {notice ? (
        <Notice tone="warning" live title={notice.title}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      <div className="mq-actions">
        <Button variant={sent ? 'secondary' : 'primary'} onClick={() => void send()}>
          {t(sent ? 'holderWait.sendAgain' : 'holderWait.send')}
        </Button>
        <Button variant={sent ? 'primary' : 'secondary'} onClick={() => void check()}>
          {t('holderWait.check')}
        </Button>
        <Button variant="secondary" onClick={() => navigate(withUuid(ROUTES.agreement, uuid))}>
          {t('common.back')}
        </Button>
      </div>
      <LoadingModal open={busy} message={t('common.loading')} title={t('common.pleaseWait')} />
    </section>
  );
}
