import { useEffect, useState } from 'react';
import { ROUTES } from '../../widget/routes';
import { useDetailsForm, useWidget } from '../../hooks/widget-context';
import { Button } from '../../ui/button';
import { EndStatePage } from './end-state-page';
import { NavButton } from './nav-button';
import { useUiText } from '../../ui/ui-text';

/**
 * docs/product/screens.md#session-expired: timed out for security after inactivity. Everything personal has left the tab; what is
 * left is the way back (docs/security.md#data-that-ends-with-the-sale): a saved quote is retrieved with its
 * reference already filled in, a form not yet quoted continues with its car and cover answers kept.
 */
export function Expired() {
  const { t } = useUiText();
  const { stores } = useWidget();
  // Read once: only a session this widget just ended had its answers cleared; the flag is spent here.
  const [cleared] = useState(() => stores.detailsForm.getState().sessionExpired);
  // Kept in the tab, so a reload of this page still offers the same way back.
  const [resume] = useState(() => stores.proposal.getState().resume);
  useEffect(() => stores.detailsForm.getState().setSessionExpired(false), [stores]);
  // Answers not quoted yet, held in memory only until she chooses (docs/product/transitions.md#saved-answers):
  // sent, or this screen left, they are forgotten.
  const savable = useDetailsForm((state) => state.saving.expired !== null);
  useEffect(() => () => stores.detailsForm.getState().setSaving({ open: false, expired: null }), [stores]);
  const reference = resume?.reference ?? null;
  const body = reference
    ? t('expired.bodySaved', { reference })
    : resume?.kept
      ? t('expired.bodyKept')
      : t(cleared ? 'expired.body' : 'expired.bodyDirect');
  return (
    <EndStatePage
      screen="session-expired"
      tone="info"
      title={t('expired.title')}
      actions={
        reference ? (
          <>
            <NavButton to={ROUTES.recall}>{t('expired.retrieveSaved')}</NavButton>
            <NavButton to={ROUTES.create} variant="secondary">
              {t('common.startQuote')}
            </NavButton>
          </>
        ) : (
          <>
            <NavButton to={ROUTES.create}>{resume?.kept ? t('expired.continueKept') : t('common.startQuote')}</NavButton>
            <NavButton to={ROUTES.recall} variant="secondary">
              {t('common.retrieveQuote')}
            </NavButton>
          </>
        )
      }
    >
      <p>{body}</p>
      {savable ? (
        <>
          <p>{t('save.expired')}</p>
          <Button
            variant="secondary"
            onClick={() => stores.detailsForm.getState().setSaving({ ...stores.detailsForm.getState().saving, open: true })}
          >
            {t('save.button')}
          </Button>
        </>
      ) : null}
    </EndStatePage>
  );
}
