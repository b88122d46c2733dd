import { useState } from 'react';
import { emailQuote } from '../../flows/details-form/email-quote';
import { useWidget } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { useUiText } from '../../ui/ui-text';

/** 'Email yourself this quote': SPEC.md says a 200 means sent; a failure is only logged. */
export function EmailQuote({ uuid }: { uuid: string }) {
  const { t } = useUiText();
  const widget = useWidget();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const send = async () => {
    setState('sending');
    const sent = await emailQuote(widget, uuid);
    setState(sent ? 'sent' : 'idle');
  };
  return (
    <div className="mq-email-quote">
      <Button variant="secondary" busy={state === 'sending'} onClick={send} disabled={state === 'sent'}>
        {t('form.emailQuote')}
      </Button>
      <p className="mq-email-quote__status" role="status">
        {state === 'sent' ? t('form.emailSent') : ''}
      </p>
    </div>
  );
}
