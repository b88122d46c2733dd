import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { Notice } from '../../ui/notice';
import { useUiText } from '../../ui/ui-text';

const TEXT = {
  elsewhere: { title: 'changed.elsewhere.title', body: 'changed.elsewhere.body' },
  price: { title: 'changed.price.title', body: 'changed.price.body' },
} as const;

/**
 * Above the screen the customer is on: the quote was changed in another window and her save was
 * refused, or its price moved while she was paying (flows/changed-elsewhere.ts raises it). Shown
 * on the screen it was raised for, focused (so in view) once, and gone once she leaves that screen.
 */
export function ChangeNotice() {
  const { t } = useUiText();
  const { stores } = useWidget();
  const [path] = useLocation();
  const notice = useProposal((s) => s.changeNotice);
  const shown = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  const here = notice !== null && notice.route === path;

  useEffect(() => {
    if (here) {
      // Her click was answered up here, perhaps far above the button (step 7 of the form): focus
      // brings it into view and tells a screen reader, as the error summary does.
      if (!shown.current) box.current?.focus();
      shown.current = true;
    } else if (notice && shown.current) {
      shown.current = false;
      stores.proposal.getState().setChangeNotice(null);
    }
  }, [here, notice, stores]);

  if (!here) return null;
  const text = TEXT[notice.kind];
  return (
    <Notice ref={box} tone="warning" live title={t(text.title)} className="mq-change-notice">
      <p>{t(text.body)}</p>
    </Notice>
  );
}
