/**
 * The periods the law fixes for a non-advised general-insurance sale (docs/configuration.md#what-the-customer-is-told-before-she-pays): the right to cancel (FCA ICOBS 7.1, at least 14 days) and the notice of the
 * renewal price (ICOBS 6A.1, at least 21 days before the policy ends).
 */
export const CANCELLATION_DAYS = 14;
export const RENEWAL_NOTICE_DAYS = 21;

/**
 * The demands-and-needs statement of a non-advised sale, in words: what her answers asked for, that
 * the policy meets it, and that no advice was given (built by src/view/demands-needs.ts).
 */
export interface DemandsNeeds {
  intro: string;
  needs: string[];
  meets: string;
  noAdvice: string;
}
