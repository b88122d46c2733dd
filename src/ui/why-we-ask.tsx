import { memo, useState } from 'react';
import { useUiText } from './ui-text';

/**
 * "Why we ask this" under a question's answer: GOV.UK's details component (what the answer is used
 * for, shown only to those who want it), built as the WAI-ARIA disclosure (a native button with aria-expanded, so Enter and Space
 * open it and screen readers say collapsed or expanded) rather than <details>, whose <summary>
 * engines expose under different roles. Closed, it is one line under the answer: the question's
 * label, hint and controls above it do not move.
 */
export const WhyWeAsk = memo(function WhyWeAsk({ id, text }: { id: string; text: string }) {
  const { t } = useUiText();
  const [open, setOpen] = useState(false);
  const panel = `${id}-why`;
  return (
    <div className="mq-why">
      <button type="button" className="mq-why__toggle" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        {t('ui.whyWeAsk')}
      </button>
      <div id={panel} className="mq-why__text" hidden={!open}>
        {text}
      </div>
    </div>
  );
});
