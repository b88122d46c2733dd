import { useEffect, useState } from 'react';
import { useUiText } from '../../ui/ui-text';

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The time left before the session ends. Not a live region: a screen reader hears the warning
 * once when the dialog opens, not a number every second.
 */
export function Countdown({ until, now: clockNow = Date.now }: { until: number; now?: () => number }) {
  const { t } = useUiText();
  const [now, setNow] = useState(clockNow);
  useEffect(() => {
    const tick = setInterval(() => setNow(clockNow()), 1000);
    return () => clearInterval(tick);
  }, [clockNow]);
  return <p className="mq-session__countdown">{t('session.remaining', { time: clock(until - now) })}</p>;
}
