import { useState } from 'react';
import { useLabels, useWidget } from '../../store/widget-context';
import { Button } from '../../ui/button';

/** 'Email yourself this quote': SPEC.md says a 200 means sent; a failure is only logged. */
export function EmailQuote({ uuid }: { uuid: string }) {
  const t = useLabels();
  const { api } = useWidget();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const send = async () => {
    setState('sending');
    const sent = await api.sendQuoteEmail(uuid).catch(() => false);
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
