import { memo, useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { cx } from './cx';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: 'primary' | 'secondary' | 'link';
  /** While busy the button stays focusable but ignores clicks, and says so with aria-busy. */
  busy?: boolean;
  /** Return a promise to keep the button busy until it settles, so a double click submits once. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | null)?.then === 'function';
}

export const Button = memo(function Button({
  variant = 'primary',
  busy,
  onClick,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const [running, setRunning] = useState(false);
  // State updates land after the event; the ref also stops a second click within the same tick.
  const lock = useRef(false);
  const isBusy = Boolean(busy) || running;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isBusy || lock.current) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (!isPromise(result)) return;
    lock.current = true;
    setRunning(true);
    // A rejection stays the caller's to handle; this chain only releases the lock.
    void result.finally(() => {
      lock.current = false;
      setRunning(false);
    });
  };

  return (
    <button
      {...rest}
      type={type}
      className={cx('mq-button', `mq-button--${variant}`, isBusy && 'is-busy', className)}
      aria-busy={isBusy || undefined}
      aria-disabled={isBusy || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {isBusy ? <span className="mq-spinner mq-spinner--small" aria-hidden="true" /> : null}
      {children}
    </button>
  );
});
