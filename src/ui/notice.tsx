import type { ReactNode, Ref } from 'react';
import { cx } from './cx';
import { ErrorIcon, InfoIcon, TickIcon, WarningIcon } from './icons';
import type { LabelKey } from '../config/labels';
import { useUiText } from './ui-text';

export type NoticeTone = 'info' | 'warning' | 'error' | 'success';

interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Announce it when it appears (a server error after a click); static notices stay quiet. */
  live?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

const ICONS = { info: InfoIcon, warning: WarningIcon, error: ErrorIcon, success: TickIcon };
// Said before the title so the tone is never carried by colour and icon alone.
const TONE_WORDS = {
  info: 'ui.tone.info',
  warning: 'ui.tone.warning',
  error: 'ui.tone.error',
  success: 'ui.tone.success',
} as const satisfies Record<NoticeTone, LabelKey>;

/**
 * An information, warning, success or error block. The error tone is a bordered red block for
 * server messages; pass a ref to scroll it into view.
 */
export function Notice({ tone = 'info', title, children, live, className, ref }: NoticeProps) {
  const Icon = ICONS[tone];
  const { t } = useUiText();
  return (
    <div
      ref={ref}
      className={cx('mq-notice', `mq-notice--${tone}`, className)}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      tabIndex={-1}
    >
      <Icon className="mq-icon mq-notice__icon" />
      <div className="mq-notice__body">
        {title ? (
          <p className="mq-notice__title">
            <span className="mq-visually-hidden">{t(TONE_WORDS[tone])}: </span>
            {title}
          </p>
        ) : (
          <span className="mq-visually-hidden">{t(TONE_WORDS[tone])}: </span>
        )}
        {children}
      </div>
    </div>
  );
}
