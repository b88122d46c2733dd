import { useLocation } from 'wouter';

interface NavButtonProps {
  to: string;
  children: string;
  variant?: 'primary' | 'secondary';
}

/** A button that moves the journey to another route (a link would put the route into the host's own history twice). */
export function NavButton({ to, children, variant = 'primary' }: NavButtonProps) {
  const [, navigate] = useLocation();
  return (
    <button type="button" className={`mq-button mq-button--${variant}`} onClick={() => navigate(to)}>
      {children}
    </button>
  );
}
