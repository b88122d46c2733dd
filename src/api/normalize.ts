import type { SubmittedDirectDebit } from './contract/requests';

/** SPEC.md: registrations are upper-cased with spaces removed before a look-up. */
export const normalizeRegistration = (registration: string) => registration.replace(/\s+/g, '').toUpperCase();

/** SPEC.md: postcodes lose their spaces before an address look-up. */
export const normalizePostcode = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();

/**
 * SPEC.md: the sort code travels without hyphens, and the third party block is left out when the
 * proposer holds the account (a stale block from an earlier answer must not reach the bank check).
 */
export function normalizeDirectDebit(directDebit: SubmittedDirectDebit): SubmittedDirectDebit {
  const { third_party, ...rest } = directDebit;
  const normalized = { ...rest, sort_code: rest.sort_code.replace(/[-\s]/g, '') };
  return directDebit.is_proposer_account_holder ? normalized : { ...normalized, third_party };
}
