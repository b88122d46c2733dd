/** Every route of docs/product/screens.md#routes; screens and flows navigate with these, never with string literals. */
export const ROUTES = {
  create: '/quote/create',
  edit: '/quote/edit',
  pricePresentation: '/quote/payment-option',
  addons: '/quote/addons',
  summary: '/quote/summary',
  payment: '/quote/payment',
  instalments: '/quote/instalments',
  instalmentsDeclined: '/quote/instalments/declined',
  agreement: '/quote/credit-agreement',
  /** Someone else holds the account: she sends them the link and waits for their signature. */
  holderWait: '/quote/account-holder',
  /** The account holder's own page, opened from the link mailed to them: ?code=… and no proposal of theirs. */
  holder: '/account-holder',
  thankYou: '/quote/thankyou',
  complete: '/quote/complete',
  failed: '/quote/payment/failed',
  declined: '/quote/declined',
  siraDeclined: '/declined',
  expired: '/quote/session-expired',
  recall: '/quote/recall',
  /** Saved answers' e-mailed link: ?code= (docs/product/transitions.md#saved-answers). */
  resume: '/quote/resume',
  deepLink: '/quote/deeplink',
  exception: '/error/exception',
} as const;

/** The technical-issue screen after her payment was taken: it says not to pay again (docs/product/regulation.md#her-answers-and-misrepresentation). */
export const EXCEPTION_AFTER_PAYMENT = `${ROUTES.exception}?paid`;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Why the Recall screen opened instead of the quote asked for (read from its query). */
export const RECALL_REASONS = {
  invalidLink: 'invalid-link',
  notFound: 'not-found',
  rateLimited: 'rate-limited',
  /** A quote's address opened without its access token (another device, a shared link). */
  locked: 'locked',
  /** The API ended the quote's access after a while unused (docs/security.md#data-that-ends-with-the-sale). */
  expired: 'expired',
  /** The API withdrew the access: the quote was retrieved again elsewhere, or the policy was bought. */
  revoked: 'revoked',
  /** The link named a policy already bought: it opens only in the insurer's portal. */
  bought: 'bought',
  /** A saved-answers link used already or expired. */
  linkExpired: 'link-expired',
} as const;

/**
 * The screen a route shows, as milestones name it (docs/events.md#events-for-the-hosts-analytics):
 * widget_ready's first screen. Other routes are named by their last part ('summary', 'recall').
 */
export const screenOf = (path: string): string =>
  path === ROUTES.create || path === ROUTES.edit
    ? 'details-form'
    : path === ROUTES.pricePresentation
      ? 'price-presentation'
      : path === ROUTES.thankYou
        ? 'thank-you'
        : path.slice(path.lastIndexOf('/') + 1);

export type ProgressStage = 'details' | 'quote' | 'payment' | 'complete';

const STAGES: Partial<Record<string, ProgressStage>> = {
  [ROUTES.create]: 'details',
  [ROUTES.edit]: 'details',
  [ROUTES.pricePresentation]: 'quote',
  [ROUTES.addons]: 'quote',
  [ROUTES.summary]: 'quote',
  [ROUTES.payment]: 'payment',
  [ROUTES.instalments]: 'payment',
  [ROUTES.instalmentsDeclined]: 'payment',
  [ROUTES.agreement]: 'payment',
  [ROUTES.holderWait]: 'payment',
  [ROUTES.thankYou]: 'complete',
};

/** The progress-bar heading a route belongs to; end-state pages have none. */
export const stageOf = (path: string): ProgressStage | undefined => STAGES[path];

/** A route with the quote's uuid in its query, as docs/product/screens.md#routes gives it. */
export const withUuid = (path: RoutePath, uuid: string) => `${path}?uuid=${encodeURIComponent(uuid)}`;
