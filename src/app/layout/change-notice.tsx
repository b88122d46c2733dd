import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { formatMoney } from '../../domain/money';
import { useOptionNames } from '../../hooks/use-option-name';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { changedAnswers } from '../../view/check-answers';
import { bannerView } from '../../view/summary-view';
import { Notice } from '../../ui/notice';
import { useUiText } from '../../ui/ui-text';

const TEXT = {
  elsewhere: { title: 'changed.elsewhere.title', body: 'changed.elsewhere.body' },
  price: { title: 'changed.price.title', body: 'changed.price.body' },
} as const;

/**
 * Her click was answered up here, perhaps far below (step 7 of the form): focus brings the notice
 * into view and tells a screen reader, as the error summary does. The 'Please wait' dialog may
 * still be open (its page is inert, so focus fails) and gives focus back to its opener as it
 * closes: the notice then takes it, once, after that.
 */
function takeFocus(box: HTMLElement): () => void {
  const root = box.getRootNode() as Document | ShadowRoot;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const take = () => box.focus();
  // Once only: a notice that still cannot take focus never steals it from her later clicks.
  const later = () => {
    root.removeEventListener('focusin', later);
    timer = setTimeout(take, 0);
  };
  take();
  if (root.activeElement !== box) root.addEventListener('focusin', later);
  return () => {
    clearTimeout(timer);
    root.removeEventListener('focusin', later);
  };
}

/**
 * Above the screen the customer is on: the quote was changed in another window and her save was
 * refused, or its price moved while she was paying (flows/changed-elsewhere.ts raises it). Shown
 * on the screen it was raised for, focused once, and gone once she leaves that screen.
 */
export function ChangeNotice() {
  const { t } = useUiText();
  const { stores } = useWidget();
  const [path] = useLocation();
  const notice = useProposal((s) => s.changeNotice);
  const draft = useProposal((s) => s.draft);
  const name = useOptionNames();
  const shown = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  const here = notice !== null && notice.route === path;

  useEffect(() => {
    if (here && !shown.current && box.current) {
      shown.current = true;
      return takeFocus(box.current);
    }
    if (!here && notice && shown.current) {
      shown.current = false;
      stores.proposal.getState().setChangeNotice(null);
    }
    return undefined;
  }, [here, notice, stores]);

  if (!here) return null;
  const text = TEXT[notice.kind];
  const answers = notice.before ? changedAnswers(notice.before, draft, t, name) : [];
  const price = notice.before && bannerView(notice.before)?.amount !== bannerView(draft)?.amount ? bannerView(draft) : null;
  return (
    <Notice ref={box} tone="warning" live title={t(text.title)} className="mq-change-notice">
      <p>{t(text.body)}</p>
      {answers.length > 0 && <p>{t('changed.what', { answers: answers.join('; ') })}</p>}
      {price && <p>{t(price.kind === 'monthly' ? 'changed.newMonthly' : 'changed.newPrice', { amount: formatMoney(price.amount) })}</p>}
    </Notice>
  );
}
