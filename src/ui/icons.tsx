import type { ReactNode } from 'react';

/**
 * Inline icons: decorative only (aria-hidden), so the words beside them carry the meaning and an
 * error is never told by colour or shape alone. currentColor and the .mq-icon__mark class let the
 * CSS theme them.
 */
interface IconProps {
  className?: string;
}

function Svg({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg className={className ?? 'mq-icon'} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function ErrorIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M12 6v8" className="mq-icon__mark" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="12" cy="17.5" r="1.5" className="mq-icon__mark" />
    </Svg>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <circle cx="12" cy="7" r="1.5" className="mq-icon__mark" />
      <path d="M12 11v7" className="mq-icon__mark" strokeWidth="2.5" strokeLinecap="round" />
    </Svg>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 2 1 22h22L12 2Z" fill="currentColor" />
      <path d="M12 9v6" className="mq-icon__mark" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="12" cy="18.5" r="1.4" className="mq-icon__mark" />
    </Svg>
  );
}

export function TickIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m4 12.5 5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

export function ChevronIcon({ direction, ...props }: IconProps & { direction: 'left' | 'right' | 'down' }) {
  const d = { left: 'm15 5-7 7 7 7', right: 'm9 5 7 7-7 7', down: 'm5 9 7 7 7-7' }[direction];
  return (
    <Svg {...props}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}
