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
export function Countdown({ until }: { until: number }) {
  const { t } = useUiText();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return <p className="mq-session__countdown">{t('session.remaining', { time: clock(until - now) })}</p>;
}
