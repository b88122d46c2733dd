import type { Proposal } from '../../contract/proposal';

// The duqs answers about the car and its use; the rest (marital status, education, ...) are hers.
const CAR_DUQS = /^(vehicle_|is_pay_monthly$)/;

/**
 * The answers a session that expired before its quote was saved keeps in the tab
 * (docs/security.md#data-that-ends-with-the-sale): the car, how it is used and the cover asked for, which say nothing about who
 * she is. Everything about a person (her, her address, licence, job, claims, convictions, medical
 * conditions, the other drivers, contact details and consents) and where the car is kept are
 * dropped; she enters that handful again. `fresh` is the empty draft to fill.
 */
export function keptAnswers(draft: Proposal, fresh: Proposal): Proposal {
  const { risk } = draft;
  const vehicle = { ...risk.vehicle, kept_postcode: null };
  const duqs = Object.fromEntries(Object.entries(risk.duqs ?? {}).filter(([key]) => CAR_DUQS.test(key)));
  return {
    ...fresh,
    is_pay_monthly: draft.is_pay_monthly,
    risk: {
      ...fresh.risk,
      vehicle,
      duqs: { ...fresh.risk.duqs, ...duqs },
      start_date: risk.start_date,
      voluntary_excess: risk.voluntary_excess,
      total_mileage: risk.total_mileage,
      business_mileage: risk.business_mileage,
      documentation_delivery_method: risk.documentation_delivery_method,
      has_previous_insurance: risk.has_previous_insurance,
      previous_insurance: risk.previous_insurance,
    },
  };
}

/** Whether any of the kept answers was given (an untouched form keeps nothing worth saying so). */
export const keptAnything = (kept: Proposal, fresh: Proposal): boolean => JSON.stringify(kept) !== JSON.stringify(fresh);
