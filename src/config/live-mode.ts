// Live mode's guard: every setting whose default is the sandbox's (its API, the demo brand's
// contacts, documents and firm details, the stand-in captcha and device-risk scripts) must be the brand's own,
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
  'brand.cancellation.fee',
  'captcha.scriptUrl',
  'captcha.siteKey',
  'deviceRisk.scriptUrl',
] as const;

const given = (input: Record<string, unknown>, path: string): boolean => {
  let node: unknown = input;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node.trim() !== '' : node !== undefined && node !== null;
};

/**
 * The required settings the host did not give (or gave in a form that was refused), from the
 * config as read: an invalid value counts as missing, since its default would be the sandbox's.
 */
export function missingForLive(input: Record<string, unknown>): string[] {
  return LIVE_REQUIRED.filter((path) => !given(input, path));
}
