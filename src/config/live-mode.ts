// Live mode's guard: every setting whose default is the sandbox's (its API, the demo brand's
// contacts, documents, firm, insurer and lender details, the stand-in captcha and device-risk scripts) must be the brand's own,
// so a brand can never go live with the demo's details by leaving one out.

/** The settings live mode needs, as dot paths into the host's config. */
const LIVE_REQUIRED = [
  'apiBase',
  'brand.phone',
  'brand.email',
  'brand.faqUrl',
  'brand.contactUrl',
  'brand.documents.ipid',
  'brand.documents.policyWording',
  'brand.documents.administrationContract',
  'brand.documents.terms',
  'brand.documents.privacyNotice',
  'brand.documents.complaints',
  'brand.documents.accessibility',
  'brand.firm.legalName',
  'brand.firm.frn',
  'brand.firm.address',
  'brand.firm.registerUrl',
  'brand.firm.status',
  'brand.firm.scope',
  'brand.firm.commission',
  'brand.firm.fee',
  'brand.insurer.name',
  'brand.insurer.address',
  'brand.insurer.frn',
  'brand.insurer.regulator',
  // The widget offers monthly payment whenever a quote carries monthly figures, which it learns only
  // after the first quote: so the lender and the firm's part in the credit are asked for up front.
  'brand.credit.lender',
  'brand.credit.lenderAddress',
  'brand.credit.broker',
  'brand.credit.commission',
  'brand.credit.serviceUser',
  'brand.credit.creditReferenceAgency.name',
  'brand.credit.creditReferenceAgency.address',
  'brand.credit.creditReferenceAgency.contact',
  'brand.cancellation.fee',
  'captcha.scriptUrl',
  'captcha.siteKey',
  'deviceRisk.scriptUrl',
] as const;

/** The host gave this dot path a value (an empty text counts as none). */
export const given = (input: Record<string, unknown>, path: string): boolean => {
  let node: unknown = input;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node.trim() !== '' : node !== undefined && node !== null;
};

/** A developer's own machine: the one place live mode may call its API over plain http. */
const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True for an absolute http: apiBase on another host: in live mode the customer's answers, bank
 * details and token would cross the network unencrypted (docs/security.md). A path is the host
 * page's own origin, which the page's own scheme already decides.
 */
function insecureApi(apiBase: unknown): boolean {
  if (typeof apiBase !== 'string' || !URL.canParse(apiBase)) return false;
  const url = new URL(apiBase);
  return url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname);
}

/**
 * The required settings the host did not give (or gave in a form that was refused), from the
 * config as read: an invalid value counts as missing, since its default would be the sandbox's.
 * An apiBase over plain http (other than localhost) is refused here, saying why.
 */
export function missingForLive(input: Record<string, unknown>): string[] {
  const missing: string[] = LIVE_REQUIRED.filter((path) => !given(input, path));
  // An appointed representative names its principal (GEN 4 Annex 1R).
  const representative = (input.brand as { firm?: { status?: unknown } } | undefined)?.firm?.status === 'representative';
  if (representative) missing.push(...['brand.firm.principal.name', 'brand.firm.principal.frn'].filter((path) => !given(input, path)));
  // Each add-on the API offers sells on its own IPID and wording (docs/product/regulation.md#product-documents), never the car's.
  const products = (input.brand as { documents?: { products?: unknown } } | undefined)?.documents?.products;
  if (!products || typeof products !== 'object')
    missing.push('brand.documents.products (an ipid and wording for each add-on code the API offers)');
  else
    for (const code of Object.keys(products))
      for (const field of ['ipid', 'wording'])
        if (!given(products as Record<string, unknown>, `${code}.${field}`)) missing.push(`brand.documents.products.${code}.${field}`);
  if (insecureApi(input.apiBase)) missing.unshift('apiBase (live mode needs https: http is allowed only for localhost and 127.0.0.1)');
  return missing;
}
