// The host's view of the journey's milestones: the names, each one's detail, and the handler type.
// Declared here, in config, because config.onEvent is typed by them and config is the layer below
// the store that emits them (widget/widget-events.ts).

/** What every milestone's detail may carry: identifiers of the quote and the screen, never personal data. */
export interface Identifiers {
  /**
   * The screen shown, named as its route's screen ('details-form', 'price-presentation', 'addons',
   * 'summary', 'thank-you', an end state's own name); for widget_ready, the first screen shown
   * ('details-form' at the start of a quote, 'recall' from the quote e-mail's link).
   */
  screen?: string;
  /** The saved proposal's id, once there is one. */
  uuid?: string;
  /** The quote's reference, once quoted. */
  reference?: string;
}

/** config.attribution as the API stored it with the proposal: the campaign and the partner's click reference. */
export interface WidgetAttribution {
  campaign?: string;
  partnerClickRef?: string;
}

/**
 * The directives the sources the widget itself asks for are fetched under, so each is an `error`
 * event's `code` when the page's Content-Security-Policy leaves that source out: the API's calls,
 * the card payment's frames, the captcha's and device-risk provider's scripts, the brand's and a
 * partner's logos. Each has a sample in docs/events.md#the-error-events-codes, which a test compares
 * with this list. A source of the page's own that its policy blocks is named with its directive too.
 */
type WidgetErrorCode = 'connect-src' | 'frame-src' | 'script-src-elem' | 'img-src';

/** Each milestone's name and the detail it carries. */
export interface WidgetEventMap {
  /** The first screen is shown and can be used (not when mount() returns). */
  widget_ready: Identifiers;
  /** A step of the details form was opened (`step` 1-7): the first at the start, each on Continue or Back. */
  step_viewed: Identifiers & { step: number };
  /** A step of the details form was completed (`step` 1-7; step 7 when "Get my quote" finds every step valid). */
  step_completed: Identifiers & { step: number };
  /** A price was shown. */
  quote_shown: Identifiers;
  /** The customer chose to pay annually or monthly. */
  price_option_changed: Identifiers & { option: 'annual' | 'monthly' };
  /** The optional extras chosen (their codes). */
  addons_chosen: Identifiers & { addons: string[] };
  /**
   * The policy was bought. `amount` is what the customer pays for it in `currency` (pounds, not
   * pence): the annual premium, or a monthly plan's total payable, interest included.
   */
  purchase_completed: Identifiers & { option: 'annual' | 'monthly'; amount?: number; currency: 'GBP'; attribution?: WidgetAttribution };
  /** An error or end screen was shown (`screen` names it). */
  error_screen_shown: Identifiers;
  /**
   * The page's Content-Security-Policy blocked a source the widget needs: `code` is the directive to
   * add it to ('connect-src', 'frame-src', 'script-src-elem', …); onError hears it as `{ kind: 'csp', code }`.
   */
  error: { code: WidgetErrorCode | (string & {}) };
}

/**
 * What config.onError receives: a failed API call, an error screen shown or a source the page's
 * Content-Security-Policy blocked, with a stable `code` (the API's error code, or 'timeout',
 * 'network', 'malformed', …; for a screen, its name; for a blocked source, the directive) and no
 * personal data: no bodies, no server messages, no uuid.
 */
export type WidgetError =
  | {
      kind: 'api';
      code: string;
      /** The contract's call name, e.g. 'createQuote'. */ call: string;
      /** HTTP status, 0 when no answer came or it broke the contract. */ status: number;
    }
  | { kind: 'screen'; code: string }
  /** The page's Content-Security-Policy blocked a source: `code` is the directive to add it to ('connect-src', 'frame-src', 'script-src-elem', …). */
  | { kind: 'csp'; code: string };

/** config.onError: called for each WidgetError; a handler that throws is reported and ignored. */
export type WidgetErrorHandler = (error: WidgetError) => void;

/**
 * One milestone's listener, as `widget.on(name, listener)` takes it:
 * `const track: WidgetEventListener<'purchase_completed'> = (detail) => record(detail.amount)`.
 */
export type WidgetEventListener<N extends WidgetEventName> = (detail: WidgetEventMap[N]) => void;

/** A milestone's name: 'widget_ready', 'step_completed', … */
export type WidgetEventName = keyof WidgetEventMap;

/** Any milestone's detail: every field a detail may hold, each optional. */
export type WidgetEventDetail = Partial<
  { [N in WidgetEventName]: WidgetEventMap[N] }[WidgetEventName] &
    Identifiers & {
      step: number;
      option: 'annual' | 'monthly';
      addons: string[];
      amount: number;
      currency: 'GBP';
      attribution: WidgetAttribution;
      code: string;
    }
>;

/**
 * config.onEvent: called at each milestone with its name and detail. The detail is typed as the union
 * of every milestone's fields, so a handler written `(name) => …` or
 * `(name: WidgetEventName, detail: WidgetEventDetail) => …` fits; WidgetEventMap gives one
 * milestone's exact detail (`WidgetEventMap['purchase_completed']`).
 */
export type WidgetEventHandler = (name: WidgetEventName, detail: WidgetEventDetail) => void;
