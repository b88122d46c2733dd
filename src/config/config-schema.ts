import * as v from 'valibot';
import { TEXT_MAX } from '../contract/common';
import { isPlainText } from '../contract/plain-text';
import { BrandSchema, URL_MAX_LENGTH } from './brand-schema';
import type { LabelKey } from './labels';
import type { WidgetErrorHandler, WidgetEventHandler } from './widget-events';

/** Longest label override: a paragraph, never a page. */
export const LABEL_MAX_LENGTH = 2000;

/** Longest value of a deep link's extra keys: a partner reference or campaign code, never a document. */
export const DEEP_LINK_EXTRA_MAX_LENGTH = 200;
/** Most extra keys a deep link may carry on to the API. */
const DEEP_LINK_EXTRA_MAX_KEYS = 20;

/**
 * A partner's recall request. It is sent on to the API whole (docs/product/transitions.md#a-partners-deep-link), so every extra key must be
 * short plain text: an object, a function or a megabyte string from a hostile page never leaves.
 */
const DeepLinkSchema = v.pipe(
  v.objectWithRest(
    {
      /** The quote reference the partner holds. */
      reference: v.pipe(
        v.string('deepLink.reference must be text like "MQ-7KQ4-2P9D"'),
        v.trim(),
        v.regex(
          /^[A-Za-z0-9][A-Za-z0-9 ./_-]{0,39}$/,
          'deepLink.reference must be a quote reference of up to 40 letters, digits, spaces and . / _ -, like "MQ-7KQ4-2P9D"',
        ),
      ),
      /** The proposer's postcode, as typed by the partner's customer. */
      postcode: v.pipe(
        v.string('deepLink.postcode must be a UK postcode like "SW1A 1AA"'),
        v.trim(),
        v.regex(/^[A-Za-z0-9 ]{5,10}$/, 'deepLink.postcode must be a UK postcode like "SW1A 1AA"'),
      ),
      /** Date of birth, YYYY-MM-DD. */
      dob: v.pipe(v.string('deepLink.dob must be a date like "1990-03-27"'), v.isoDate('deepLink.dob must be a date like "1990-03-27"')),
    },
    v.pipe(
      v.string(`deepLink's extra keys must be text (at most ${DEEP_LINK_EXTRA_MAX_LENGTH} characters), like partner_ref: "CC-1"`),
      v.maxLength(DEEP_LINK_EXTRA_MAX_LENGTH, `deepLink's extra keys must be at most ${DEEP_LINK_EXTRA_MAX_LENGTH} characters`),
    ),
    // valibot reports a missing key with the object's message: name the key that is missing.
    (issue) =>
      issue.path?.length
        ? `deepLink.${v.getDotPath(issue)} is missing: a deep link needs reference, postcode and dob, like { reference: "MQ-7KQ4-2P9D", postcode: "SW1A 1AA", dob: "1990-03-27" }`
        : 'deepLink must be an object like { reference: "MQ-7KQ4-2P9D", postcode: "SW1A 1AA", dob: "1990-03-27" }',
  ),
  v.check(
    (link) => Object.keys(link).length <= DEEP_LINK_EXTRA_MAX_KEYS + 3,
    `deepLink must carry at most ${DEEP_LINK_EXTRA_MAX_KEYS} extra keys`,
  ),
);

// An attribution value: sent to the API as the proposal's, so held to the contract's text rules.
const AttributionTextSchema = (field: string) =>
  v.optional(
    v.pipe(
      v.string(`${field} must be text`),
      v.maxLength(TEXT_MAX.short, `${field} must be at most ${TEXT_MAX.short} characters`),
      v.check<string, string>(isPlainText, `${field} must be plain text, without control, line-break or right-to-left characters`),
    ),
  );

// Addresses the widget loads or sends the card frame to: https, or a path on the page's own origin;
// no spaces or quotes.
const SecureUrlSchema = (field: string, example: string) =>
  v.pipe(
    v.string(`${field} must be a URL like "${example}"`),
    v.maxLength(URL_MAX_LENGTH, `${field} must be at most ${URL_MAX_LENGTH} characters`),
    // No backslash anywhere: browsers read '/\evil.example' as '//evil.example', another site.
    v.regex(/^(https:\/\/|\/(?!\/))[^\s<>"'`\\]*$/, `${field} must start with https:// or / (a path on this site)`),
  );
const ScriptUrlSchema = (field: string, fallback: string) =>
  v.optional(SecureUrlSchema(field, 'https://provider.example/script.js'), fallback);

export const ConfigSchema = v.object({
  /** Where to mount: a CSS selector or an element. Default '#motor-quote'. */
  target: v.optional(
    v.union(
      [
        v.pipe(v.string(), v.maxLength(500, 'target must be a CSS selector of at most 500 characters')),
        v.custom<Element>((el) => typeof Element !== 'undefined' && el instanceof Element),
      ],
      'target must be a CSS selector like "#motor-quote" or an element',
    ),
    '#motor-quote',
  ),
  /** false stops the script mounting itself from window.MotorQuoteConfig; call MotorQuote.mount() instead. */
  autoMount: v.optional(v.boolean('autoMount must be true or false'), true),
  /** Base address of the insurer's API; default: the page's own origin. */
  apiBase: v.optional(
    v.pipe(
      v.string('apiBase must be a URL like "https://api.example.co.uk"'),
      v.maxLength(URL_MAX_LENGTH, `apiBase must be at most ${URL_MAX_LENGTH} characters`),
      v.regex(/^(https?:\/\/[^\s/]+)?(\/[^\s]*)?$/i, 'apiBase must be a URL like "https://api.example.co.uk" or a path like "/insurer"'),
      // '//host/x' (and '/\host/x', which browsers read the same) is another host's address, not a
      // path: the widget would send the customer's answers and token to whoever owns that host.
      v.check(
        (value) => !/^\/[/\\]/.test(value),
        'apiBase must not start with "//": give the API’s full address like "https://api.example.co.uk", or a path on this site like "/insurer"',
      ),
    ),
  ),
  brand: v.optional(BrandSchema, {}),
  /** The price-comparison partner this visit came from. */
  partner: v.optional(
    v.object({
      /** Source-of-business code, as text or a number (105 is read as '105'): '105', '114', '112', '115', '104' are aggregators; 'Website' or empty is direct. */
      sourceOfBusiness: v.optional(
        v.pipe(
          // docs/configuration.md's table and embed-snippet.html write the codes as numbers (105): read as text "105".
          v.union(
            [v.string(), v.custom<number>((code) => Number.isSafeInteger(code) && (code as number) >= 0)],
            'partner.sourceOfBusiness must be a code like "105", 105 or "Website"',
          ),
          v.transform(String),
          v.maxLength(20, 'partner.sourceOfBusiness must be at most 20 characters'),
        ),
        'Website',
      ),
    }),
    {},
  ),
  /**
   * Where this visit came from, as the host knows it: kept with the proposal for the insurer's back
   * office and returned in purchase_completed. The widget never reads the page's address for it, so
   * the host's consent decides (docs/events.md).
   */
  attribution: v.optional(
    v.object({
      /** The campaign's name or code, e.g. "spring-2027". */
      campaign: AttributionTextSchema('attribution.campaign'),
      /** The partner's reference for the click that brought the customer, e.g. "CLK-8842". */
      partnerClickRef: AttributionTextSchema('attribution.partnerClickRef'),
    }),
    {},
  ),
  /** A partner's recall request: the widget opens that saved quote. The whole object is passed on to the API. */
  deepLink: v.optional(DeepLinkSchema),
  /** Bot check run when step 1 is completed (reCAPTCHA v3 interface). Default: the sandbox's stand-in. */
  captcha: v.optional(
    v.object({
      scriptUrl: ScriptUrlSchema('captcha.scriptUrl', '/sandbox/captcha.js'),
      siteKey: v.optional(
        v.pipe(v.string('captcha.siteKey must be text'), v.maxLength(200, 'captcha.siteKey must be at most 200 characters')),
        'sandbox-site-key',
      ),
    }),
    {},
  ),
  /** Device-risk (fingerprint) provider run before a purchase is accepted. Default: the sandbox's stand-in. */
  deviceRisk: v.optional(
    v.object({
      scriptUrl: ScriptUrlSchema('deviceRisk.scriptUrl', '/sandbox/device-risk.js'),
    }),
    {},
  ),
  /**
   * The card payment's return page (dist/motor-quote-return.html and its .js, copied as they are):
   * the card frame comes back to it, never to the host page. Default for the script tag build: the
   * copy beside the script. The ES module build has no script address of its own: serve the two
   * files from your site and set this, e.g. "/motor-quote/motor-quote-return.html".
   */
  paymentReturnUrl: v.optional(SecureUrlSchema('paymentReturnUrl', 'https://cdn.example.co.uk/motor-quote-return.html')),
  /**
   * Journey milestones for the host's analytics, `(name, detail)`; never carries personal data.
   * `detail` holds any milestone's fields (WidgetEventDetail); for one milestone's exact detail, typed
   * by its name, use the handle's `on(name, listener)` or the host element's `motorquote:<name>` event.
   */
  onEvent: v.optional(v.custom<WidgetEventHandler>((f) => typeof f === 'function', 'onEvent must be a function (name, detail) => void')),
  /**
   * Called for every failed API call and every error screen shown, with a stable `code` and no
   * personal data (see WidgetError), so a host can alert on them.
   */
  onError: v.optional(v.custom<WidgetErrorHandler>((f) => typeof f === 'function', 'onError must be a function (error) => void')),
  /** Overrides of any user-facing text, by label key (see docs/labels.md). */
  labels: v.optional(
    v.record(
      v.string(),
      v.pipe(
        v.string('labels values must be text'),
        v.maxLength(LABEL_MAX_LENGTH, `labels values must be at most ${LABEL_MAX_LENGTH} characters`),
      ),
      'labels must be an object like { "price.title": "Your quote" }',
    ),
    {},
  ),
  /**
   * 'sandbox' (default) runs against the sandbox's defaults and shows a small "Test mode" badge;
   * 'live' refuses to start unless apiBase, the brand's phone, e-mail, FAQ and contact pages, its
   * seven documents, its firm details and cancellation fee, and the captcha and device-risk settings
   * are all given (see docs/configuration.md#live-mode).
   */
  mode: v.optional(v.picklist(['sandbox', 'live'], 'mode must be "sandbox" or "live"'), 'sandbox'),
  /** 'hash' keeps the journey's route in the page's #hash (deep-linkable); 'memory' keeps it inside the widget, for a second widget on one page. */
  routing: v.optional(v.picklist(['hash', 'memory'], 'routing must be "hash" or "memory"'), 'hash'),
  /**
   * The name this widget's draft is kept under in sessionStorage (docs/configuration.md). Default:
   * the target's id, else its place under the nearest element with an id, so two widgets on one page
   * never share a draft and a reload finds its own again. Set it when the page's markup moves.
   */
  storageKey: v.optional(
    v.pipe(
      v.string('storageKey must be text like "juniper"'),
      v.regex(/^[\w-]{1,60}$/, 'storageKey must be 1 to 60 letters, digits, - or _'),
    ),
  ),
  /**
   * Minutes of inactivity before the session expires (a warning shows 2 minutes before, or halfway
   * through a shorter timeout). Values under 3 exist for automated tests only (0.05 is 3 seconds).
   */
  sessionTimeoutMinutes: v.optional(
    v.pipe(v.number('sessionTimeoutMinutes must be a number of minutes like 20'), v.minValue(0.05), v.maxValue(240)),
    20,
  ),
  /** A CSP nonce, for hosts that allow styles by nonce; only used where constructable stylesheets are not supported. */
  nonce: v.optional(
    v.pipe(v.string('nonce must be text'), v.regex(/^[A-Za-z0-9+/=_-]{8,200}$/, 'nonce must be a base64 value of 8 to 200 characters')),
  ),
});

export type Config = v.InferOutput<typeof ConfigSchema>;
/**
 * The config a host passes, as the schema reads it, with label keys narrowed for the compiler: the
 * widget's own (a misspelt key is a type error; at run time it is reported and ignored). Theme keys
 * are narrowed by the schema itself (THEME_KEYS). The public ConfigInput (config-input.ts) is printed
 * from this type by scripts/config-types.ts, so the package's types name no valibot type.
 */
export type ConfigSchemaInput = Omit<v.InferInput<typeof ConfigSchema>, 'labels'> & {
  /** Overrides of any user-facing text, by label key (see docs/labels.md). */
  labels?: Partial<Record<LabelKey, string>>;
};
