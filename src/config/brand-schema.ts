import * as v from 'valibot';
import { THEME_KEYS } from './theme-keys';

/** Longest address accepted anywhere in the config (browsers and servers start refusing beyond ~2 kB). */
export const URL_MAX_LENGTH = 2000;

// A link the widget opens: only http(s), so a config can never inject a javascript: URL.
const UrlSchema = (field: string) =>
  v.pipe(
    v.string(`${field} must be a URL string like "https://www.example.co.uk/page"`),
    v.maxLength(URL_MAX_LENGTH, `${field} must be at most ${URL_MAX_LENGTH} characters`),
    // '//host' and '/\host' are other sites, not paths of this one (browsers treat a backslash as /).
    v.regex(/^(https?:\/\/|\/(?![\/\\]))[^\s<>"\\]*$/i, `${field} must start with https://, http:// or / (a path on this site)`),
  );

const TextSchema = (field: string, max = 200) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.minLength(1, `${field} must not be empty`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );

function isClosedCssValue(value: string): boolean {
  if (value.includes('/*') || value.includes('*/')) return false;
  let depth = 0;
  let quote = '';
  for (const char of value) {
    if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth < 0) return false;
  }
  return depth === 0 && quote === '';
}

// Theme values end up in a stylesheet: refuse anything that could close the declaration.
const ThemeValueSchema = v.pipe(
  v.string('brand.theme values must be CSS values as text, like "#5b2a86"'),
  v.maxLength(300, 'brand.theme values must be at most 300 characters'),
  v.regex(/^[^;{}<>\\]*$/, 'brand.theme values must not contain ; { } < > or \\'),
  // An open comment, quote or bracket would swallow the declarations after it.
  v.check(isClosedCssValue, 'brand.theme values must close every quote and bracket they open, and hold no /* comments */'),
);

// A number of days an insurer sets (a notice, a deadline), never the law's.
const DaysSchema = (field: string, fallback: number) => {
  const message = `${field} must be a whole number of days from 1 to 90, like ${fallback}`;
  return v.optional(v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(90, message)), fallback);
};
const PoundsSchema = (field: string) => {
  const message = `${field} must be a number of pounds from 0 to 1000, like 25`;
  return v.pipe(v.number(message), v.minValue(0, message), v.maxValue(1000, message));
};

const FrnSchema = (field: string) => v.pipe(TextSchema(field, 7), v.regex(/^\d{6,7}$/, `${field} must be 6 or 7 digits, like "123456"`));

const STATUSES = ['insurer', 'broker', 'agent', 'representative'] as const;
const SCOPE_MESSAGE = 'brand.firm.scope must be a whole number of insurers from 1 to 99';
/**
 * The add-on codes the sandbox API offers (extras and the five breakdown tiers): each has its own
 * IPID and policy wording (docs/product/regulation.md#product-documents), never the car's.
 */
export const SANDBOX_PRODUCTS = ['PA', 'EPA', 'LE', 'KEY', 'SAB1', 'SAB2', 'SAB3', 'SAB4', 'SAB5'] as const;

const ProductDocumentsSchema = v.object({
  ipid: UrlSchema('brand.documents.products[code].ipid'),
  wording: UrlSchema('brand.documents.products[code].wording'),
});

export const BrandSchema = v.object(
  {
    /** Shown in the header and page titles. */
    name: v.optional(TextSchema('brand.name', 80), 'Juniper Car Insurance'),
    /** Logo image address; without one the brand name is set as a wordmark. */
    logoUrl: v.optional(UrlSchema('brand.logoUrl')),
    /** Overrides of the theme's custom properties (THEME_KEYS, from styles/tokens.css), e.g. { '--mq-color-primary': '#004b87' }. */
    theme: v.optional(
      v.record(
        v.picklist(THEME_KEYS, 'brand.theme keys must be the theme’s custom properties (docs/theming.md), like "--mq-color-primary"'),
        ThemeValueSchema,
      ),
      {},
    ),
    /** Customer-services phone number, shown as written and dialled without spaces. */
    phone: v.optional(
      v.pipe(TextSchema('brand.phone', 30), v.regex(/^[+\d][\d ()-]{5,}$/, 'brand.phone must be a phone number like "0330 123 4567"')),
      '0330 123 4567',
    ),
    /** Customer-services e-mail address. */
    email: v.optional(
      v.pipe(TextSchema('brand.email', 120), v.email('brand.email must be an e-mail address like "help@example.co.uk"')),
      'help@juniper-insurance.example',
    ),
    faqUrl: v.optional(UrlSchema('brand.faqUrl'), 'https://www.juniper-insurance.example/faq'),
    /** The provider's contact page (Referred's Contact Us). */
    contactUrl: v.optional(UrlSchema('brand.contactUrl'), 'https://www.juniper-insurance.example/contact'),
    /** Legal documents opened from the price, add-ons and summary screens. */
    documents: v.optional(
      v.object({
        policyWording: v.optional(UrlSchema('brand.documents.policyWording'), '/sandbox/documents/policy-wording.html'),
        administrationContract: v.optional(
          UrlSchema('brand.documents.administrationContract'),
          '/sandbox/documents/administration-services-contract.html',
        ),
        terms: v.optional(UrlSchema('brand.documents.terms'), '/sandbox/documents/terms-and-conditions.html'),
        ipid: v.optional(UrlSchema('brand.documents.ipid'), '/sandbox/documents/ipid.html'),
        /**
         * Each add-on's own IPID and policy wording, by the API's add-on code (e.g. { LE: { ipid, wording } }):
         * linked on its card or breakdown row, and refused in live mode when missing (docs/configuration.md#product-documents).
         */
        products: v.optional(
          v.record(
            v.pipe(v.string(), v.regex(/^[\w-]{1,20}$/, 'brand.documents.products keys must be the API’s add-on codes, like "LE"')),
            ProductDocumentsSchema,
          ),
          () =>
            Object.fromEntries(
              SANDBOX_PRODUCTS.map((code) => [
                code,
                { ipid: `/sandbox/documents/ipid/${code}`, wording: `/sandbox/documents/wording/${code}` },
              ]),
            ),
        ),
        /** What the insurer does with her answers, the credit and fraud checks, how long data is kept (docs/configuration.md#what-the-customer-is-told-before-she-pays). */
        privacyNotice: v.optional(UrlSchema('brand.documents.privacyNotice'), '/sandbox/documents/privacy-notice.html'),
        /** How to complain, and her right to refer a complaint to the Financial Ombudsman Service. */
        complaints: v.optional(UrlSchema('brand.documents.complaints'), '/sandbox/documents/complaints.html'),
        /** The accessibility statement, and how to ask for other formats. */
        accessibility: v.optional(UrlSchema('brand.documents.accessibility'), '/sandbox/documents/accessibility.html'),
      }),
      {},
    ),
    /** Who she is buying from (FCA ICOBS 4.1): shown on the summary, in the footer and on the card page. */
    firm: v.optional(
      v.object({
        /** The firm's registered legal name, as on the FCA register. */
        legalName: v.optional(TextSchema('brand.firm.legalName', 120), 'Juniper Car Insurance Ltd (demo)'),
        /** The FCA firm reference number (FRN), 6 or 7 digits. */
        frn: v.optional(FrnSchema('brand.firm.frn'), '000000'),
        /** The registered office address, on one line. */
        address: v.optional(TextSchema('brand.firm.address', 200), '1 Example Street, London EC1A 1AA (this is a demonstration)'),
        /** The firm's page on the FCA register. */
        registerUrl: v.optional(UrlSchema('brand.firm.registerUrl'), 'https://register.fca.org.uk/'),
        /**
         * In what capacity the firm sells (ICOBS 4.1.2R, docs/configuration.md#who-insures-her-and-in-what-capacity-we-sell): 'insurer' (it is
         * brand.insurer), 'broker' (an intermediary acting for the customer), 'agent' (an intermediary acting for the insurer) or
         * 'representative' (an appointed representative of brand.firm.principal).
         */
        status: v.optional(v.picklist(STATUSES, `brand.firm.status must be one of ${STATUSES.join(', ')}`), 'broker'),
        /** The principal of an appointed representative: its name and FCA firm reference number. */
        principal: v.optional(v.object({ name: TextSchema('brand.firm.principal.name', 120), frn: FrnSchema('brand.firm.principal.frn') })),
        /** How many insurers' policies the firm offers here: 1 (brand.insurer alone) or the size of its panel. */
        scope: v.optional(
          v.pipe(v.number(SCOPE_MESSAGE), v.integer(SCOPE_MESSAGE), v.minValue(1, SCOPE_MESSAGE), v.maxValue(99, SCOPE_MESSAGE)),
          1,
        ),
        /** Whether the insurer pays the firm commission on the sale: the nature of its pay, said to every customer (ICOBS 4.3.-7R). */
        commission: v.optional(v.boolean('brand.firm.commission must be true or false'), true),
        /** Any arrangement or administration fee the firm charges on the sale, in pounds (0 for none; ICOBS 4.3.1R); the quote's arrangement_fee charges it. */
        fee: v.optional(PoundsSchema('brand.firm.fee'), 20),
      }),
      {},
    ),
    /** Who insures her (ICOBS 4.1.2R, docs/configuration.md#who-insures-her-and-in-what-capacity-we-sell): named on the price screen, the summary, the card page and the thank-you page. */
    insurer: v.optional(
      v.object({
        /** The insurer's registered legal name. */
        name: v.optional(TextSchema('brand.insurer.name', 120), 'Juniper Underwriting Ltd (demo)'),
        /** The insurer's registered office, on one line. */
        address: v.optional(TextSchema('brand.insurer.address', 200), '2 Example Street, London EC1A 1AB (this is a demonstration)'),
        /** The insurer's firm reference number on the Financial Services Register. */
        frn: v.optional(FrnSchema('brand.insurer.frn'), '000001'),
        /** 'pra': authorised by the PRA and regulated by the FCA and the PRA (most UK insurers); 'fca': authorised and regulated by the FCA. */
        regulator: v.optional(v.picklist(['pra', 'fca'], 'brand.insurer.regulator must be "pra" or "fca"'), 'pra'),
      }),
      {},
    ),
    /** Paying monthly is credit (CONC 3.7.3R, 4.5.3R; docs/configuration.md#paying-monthly-is-credit): the lender, the firm's part, the Direct Debit's service user. */
    credit: v.optional(
      v.object({
        /** The lender's legal name. */
        lender: v.optional(TextSchema('brand.credit.lender', 120), 'Hedgerow Premium Finance Ltd (demo)'),
        /** The lender's registered office, on one line. */
        lenderAddress: v.optional(
          TextSchema('brand.credit.lenderAddress', 200),
          '2 Example Square, Leeds LS1 4AP (this is a demonstration)',
        ),
        /** Whether the firm introduces her to the lender as a credit broker (it then says it is not a lender). */
        broker: v.optional(v.boolean('brand.credit.broker must be true or false'), true),
        /** Whether the lender pays the firm commission for the introduction. */
        commission: v.optional(v.boolean('brand.credit.commission must be true or false'), true),
        /** The Bacs service user name the Direct Debit is paid to, as on her bank statement (often the lender). */
        serviceUser: v.optional(TextSchema('brand.credit.serviceUser', 60), 'Hedgerow Premium Finance'),
        /** The credit reference agency the lender searches, named when credit is refused (CCA s.157(A1)). */
        creditReferenceAgency: v.optional(
          v.object({
            name: v.optional(TextSchema('brand.credit.creditReferenceAgency.name', 120), 'Example Credit Reference Ltd (demo)'),
            address: v.optional(TextSchema('brand.credit.creditReferenceAgency.address', 200), 'PO Box 1, Example Town EX1 1AA'),
            /** Its phone number or web address for her to ask for her file. */
            contact: v.optional(TextSchema('brand.credit.creditReferenceAgency.contact', 120), '0800\u00a0000\u00a00000, www.cra.example'),
          }),
          {},
        ),
      }),
      {},
    ),
    /** The right to cancel (14 days, docs/configuration.md#what-the-customer-is-told-before-she-pays): what is kept besides the days covered. */
    cancellation: v.optional(
      v.object({
        /** The fee kept when she cancels within 14 days, in pounds (0 for none). */
        fee: v.optional(PoundsSchema('brand.cancellation.fee'), 25),
      }),
      {},
    ),
    /** Her data (docs/product/regulation.md#privacy-when-her-answers-are-collected): how long it is kept, in words after "We keep them for", from the insurer's retention schedule. */
    privacy: v.optional(
      v.object({
        retention: v.optional(
          TextSchema('brand.privacy.retention', 200),
          '7 years after your policy ends, or after your quote if you do not buy (the demo’s period)',
        ),
      }),
      {},
    ),
    /** Renewal (docs/product/regulation.md#renewal): days before the policy ends that the renewal price is sent; the rule asks for "good time", the number is the insurer's. */
    renewal: v.optional(v.object({ noticeDays: DaysSchema('brand.renewal.noticeDays', 21) }), {}),
    /** Days after buying that proof of her no-claims discount must reach the insurer (docs/product/regulation.md#her-answers-and-misrepresentation). */
    ncdProofDays: DaysSchema('brand.ncdProofDays', 14),
    /** Opening hours, one row per line of the sidebar. */
    openingHours: v.optional(
      v.pipe(
        v.array(
          v.object({ days: TextSchema('brand.openingHours[].days', 40), hours: TextSchema('brand.openingHours[].hours', 40) }),
          'brand.openingHours must be a list of { days, hours }',
        ),
        v.maxLength(10, 'brand.openingHours must have at most 10 rows'),
      ),
      [
        { days: 'Mon-Fri', hours: '8am-6pm' },
        { days: 'Sat', hours: '9am-4pm' },
        { days: 'Sun', hours: 'Closed' },
      ],
    ),
  },
  'brand must be an object like { name: "Juniper Car Insurance", phone: "0330 123 4567" }',
);
