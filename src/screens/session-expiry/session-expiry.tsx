import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { expireSession } from '../../flows/session/expire-session';
import { createInactivityTimer, type InactivityTimer, type InactivityTimerOptions } from '../../flows/session/inactivity-timer';
import { ROUTES } from '../../widget/routes';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { canSaveAnswers } from '../../flows/save-later/save-answers';
import { SaveLaterDialog } from './save-later-dialog';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { usePortalRoot } from '../../ui/portal-root';
import { Countdown } from './countdown';
import { useUiText } from '../../ui/ui-text';

const ACTIVITY = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const;

/**
 * Session expiry (WCAG 2.2.1): after config.sessionTimeoutMinutes without a key press, click or
 * touch inside this widget, a warning offers to continue; left unanswered, the answers are
 * cleared and the Expired screen shows. Focus inside the card frame counts as activity.
 */
/** The clock the session runs on: the real one, or a test's own (tests/component/screens/session-expiry). */
export type SessionClock = Pick<InactivityTimerOptions, 'now' | 'schedule' | 'cancel'>;
// One object, not a default literal: a new clock each render would restart the session each render.
const REAL_CLOCK: SessionClock = {};

export function SessionExpiry({ clock = REAL_CLOCK }: { clock?: SessionClock }) {
  const widget = useWidget();
  const { t } = useUiText();
  const [path, navigate] = useLocation();
  const portalRoot = usePortalRoot();
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const timer = useRef<InactivityTimer | null>(null);
  const running = path !== ROUTES.expired;

  useEffect(() => {
    if (!running) return;
    const root = portalRoot?.getRootNode();
    const shadow = root instanceof ShadowRoot ? root : null;
    const target: EventTarget = shadow ? shadow.host : document;
    const active = shadow ?? document;
    const current = createInactivityTimer({
      timeoutMs: widget.config.sessionTimeoutMinutes * 60_000,
      onWarn: setExpiresAt,
      onExpire: () => {
        setExpiresAt(null);
        navigate(expireSession(widget), { replace: true });
      },
      isBusy: () => active.activeElement?.tagName === 'IFRAME',
      ...clock,
    });
    const onActivity = () => current.activity();
    const onVisible = () => (document.visibilityState === 'visible' ? current.check() : undefined);
    for (const name of ACTIVITY) target.addEventListener(name, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    timer.current = current;
    return () => {
      current.stop();
      for (const name of ACTIVITY) target.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      timer.current = null;
      setExpiresAt(null);
    };
  }, [running, widget, navigate, portalRoot, clock]);

  const stay = () => {
    timer.current?.stay();
    setExpiresAt(null);
  };
  // Answers not yet quoted can be saved from the warning too (docs/product/transitions.md#saved-answers): saving is activity.
  const savable = useProposal((state) => canSaveAnswers(state.draft));
  const save = () => {
    stay();
    widget.stores.detailsForm.getState().setSaving({ open: true, expired: null });
  };

  return (
    <>
      <Modal
        open={expiresAt !== null}
        onClose={stay}
        title={t('session.warningTitle')}
        describedByBody
        footer={
          <>
            <Button onClick={stay}>{t('session.stay')}</Button>
            {savable ? (
              <Button variant="secondary" onClick={save}>
                {t('save.button')}
              </Button>
            ) : null}
          </>
        }
      >
        <p>{t('session.warning')}</p>
        {expiresAt !== null ? <Countdown until={expiresAt} now={clock.now} /> : null}
      </Modal>
      <SaveLaterDialog />
    </>
  );
}
