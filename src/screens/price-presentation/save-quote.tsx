import { useState } from 'react';
import { emailQuote, type EmailQuoteResult } from '../../flows/price/email-quote';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { useUiText } from '../../ui/ui-text';

/**
 * 'Save or email this quote' (docs/testing.md): the quote e-mail to the address
 * she gave, then what went where, her reference and the way back (Retrieve with reference, postcode
 * and date of birth). docs/product/questions.md#email-yourself-this-quote says a 200 means sent; a failure leaves the button to press again, and
 * the insurer's limit (429) says when (docs/security.md: the quote e-mail is limited).
 */
export function SaveQuote() {
  const { t } = useUiText();
  const widget = useWidget();
  const uuid = useProposal((s) => s.draft.uuid);
  const email = useProposal((s) => s.draft.risk.proposer.email_address);
  const reference = useProposal((s) => s.draft.quote?.reference);
  const [result, setResult] = useState<EmailQuoteResult | null>(null);
  if (!uuid || !email) return null;
  const send = async () => {
    // Emptied first, so the same words said again are announced again.
    setResult(null);
    setResult(await emailQuote(widget, uuid));
  };
  return (
    <div className="mq-actions mq-save-quote">
      <Button variant="secondary" onClick={send}>
        {t('ways.save')}
      </Button>
      {/* Always there, so what it comes to is announced (WCAG 4.1.3); a live region, not a second status
          role beside the price's own. A long message takes a line of its own (.mq-actions wraps). */}
      <div aria-live="polite">
        {result?.kind === 'sent' ? (
          <Notice tone="success">
            <p>
              {t('ways.sent', { email })} <strong>{reference}</strong>
            </p>
            <p>{t('ways.comeBack')}</p>
          </Notice>
        ) : result ? (
          <p>{result.kind === 'rate-limited' ? t('form.emailLimited', { minutes: result.minutes }) : t('ways.failed')}</p>
        ) : null}
      </div>
    </div>
  );
}
