/**
 * The right to cancel a non-advised general-insurance sale: at least 14 days (FCA ICOBS 7.1,
 * docs/configuration.md#what-the-customer-is-told-before-she-pays). The renewal notice is not fixed here: the
 * rule asks for it "in good time" (ICOBS 6.5.1R), and its days are the insurer's, config.brand.renewal.noticeDays
 * (docs/product/regulation.md#renewal).
 */
export const CANCELLATION_DAYS = 14;

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
