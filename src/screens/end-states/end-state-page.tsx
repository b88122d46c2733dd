import { useEffect, useRef, type ReactNode } from 'react';
import { useWidget } from '../../hooks/widget-context';

interface EndStatePageProps {
  /** Screen name for the host's analytics event (never personal data). */
  screen: string;
  title: string;
  tone: 'info' | 'error' | 'warning';
  children?: ReactNode;
  actions: ReactNode;
}

/** The shared frame of the end-state pages: an icon, a heading that takes focus, the message and the way on. */
export function EndStatePage({ screen, title, tone, children, actions }: EndStatePageProps) {
  const { emit } = useWidget();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Screen readers do not notice a client-side route change: moving focus to the heading announces the new page.
    heading.current?.focus();
    if (tone !== 'info') emit('error_screen_shown', { screen });
  }, [emit, screen, tone]);
  return (
    <section className={`mq-end-state mq-end-state--${tone}`} aria-labelledby={`mq-end-${screen}`}>
      <span className="mq-end-state__icon" aria-hidden="true">
        {tone === 'info' ? 'i' : '!'}
      </span>
      <h1 id={`mq-end-${screen}`} ref={heading} tabIndex={-1} className="mq-heading-xl">
        {title}
      </h1>
      <div className="mq-end-state__body">{children}</div>
      <div className="mq-actions">{actions}</div>
    </section>
  );
}
