/** A padlock beside the secure-payment line; decorative, the words carry the meaning. */
export function LockIcon() {
  return (
    <svg className="mq-icon mq-card-frame__lock" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <rect x="4" y="10" width="16" height="11" rx="2" fill="currentColor" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </svg>
  );
}
