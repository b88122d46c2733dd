import { useState } from 'react';
import { emailQuote, type EmailQuoteResult } from '../../flows/details-form/email-quote';
import { useWidget } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { useUiText } from '../../ui/ui-text';

/**
 * 'Email yourself this quote': SPEC.md says a 200 means sent; a failure leaves the button to press
 * again, and the insurer's limit (429) says when (README "Security": the quote e-mail is limited).
 */
export function EmailQuote({ uuid }: { uuid: string }) {
  const { t } = useUiText();
  const widget = useWidget();
  const [state, setState] = useState<'idle' | 'sending' | EmailQuoteResult>('idle');
  const send = async () => {
    setState('sending');
    setState(await emailQuote(widget, uuid));
  };
  const sent = typeof state === 'object' && state.kind === 'sent';
  const limited = typeof state === 'object' && state.kind === 'rate-limited';
  const status =
    typeof state !== 'object'
      ? ''
      : state.kind === 'sent'
        ? t('form.emailSent')
        : state.kind === 'rate-limited'
          ? t('form.emailLimited', { minutes: state.minutes })
          : '';
  return (
    <div className="mq-email-quote">
      <Button variant="secondary" busy={state === 'sending'} onClick={send} disabled={sent}>
        {t('form.emailQuote')}
      </Button>
      <p className="mq-email-quote__status" role="status" data-limited={limited || undefined}>
        {status}
      </p>
    </div>
  );
}
