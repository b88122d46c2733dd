import { useState } from 'react';
import type { EmailQuoteResult } from '../../flows/price/email-quote';
import { emailCopy } from '../../flows/summary/email-copy';
import { useProposal, useSetting, useWidget } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { useUiText } from '../../ui/ui-text';

/**
 * A copy before she pays (docs/product/regulation.md#a-copy-before-she-pays): the demands-and-needs
 * statement and the documents linked to her, e-mailed to the address the proposal holds. A failure
 * leaves the button to press again; the insurer's limit (429) says when.
 */
export function EmailCopy({ uuid }: { uuid: string }) {
  const { t } = useUiText();
  const widget = useWidget();
  const { documents } = useSetting('brand');
  const email = useProposal((s) => s.draft.risk.proposer.email_address);
  const [result, setResult] = useState<EmailQuoteResult | null>(null);
  if (!email) return null;
  const send = async () => {
    // Emptied first, so the same words said again are announced again.
    setResult(null);
    setResult(await emailCopy(widget, uuid, documents));
  };
  return (
    <div className="mq-actions">
      <Button variant="secondary" onClick={send}>
        {t('ways.copy')}
      </Button>
      {/* Always there, so what it comes to is announced (WCAG 4.1.3) without moving her focus. */}
      <p role="status">
        {result &&
          (result.kind === 'sent'
            ? t('ways.copySent', { email })
            : result.kind === 'rate-limited'
              ? t('ways.copyLimited', { minutes: result.minutes })
              : t('ways.failed'))}
      </p>
    </div>
  );
}
