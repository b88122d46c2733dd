/**
 * The periods the law fixes for a non-advised general-insurance sale (README, "What the customer is
 * told before she pays"): the right to cancel (FCA ICOBS 7.1, at least 14 days) and the notice of the
 * renewal price (ICOBS 6A.1, at least 21 days before the policy ends).
 */
export const CANCELLATION_DAYS = 14;
export const RENEWAL_NOTICE_DAYS = 21;
