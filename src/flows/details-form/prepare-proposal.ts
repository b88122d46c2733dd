import type { Proposal } from '../../api/contract/proposal';

type Person = NonNullable<Proposal['risk']['proposer']>;

function withoutUnansweredLists<T extends Partial<Person>>(person: T): T {
  const details = person.driver_details;
  if (!details) return person;
  return {
    ...person,
    driver_details: {
      ...details,
      claims: details.has_claims === true ? details.claims : [],
      licence: details.licence ? { ...details.licence, convictions: details.licence.has_convictions === true ? details.licence.convictions : [] } : details.licence,
    },
  };
}

/**
 * SPEC.md section 4: before a proposal is sent, the claims, convictions and additional_drivers
 * arrays are emptied wherever their 'has' answer is not Yes, so stale items are never rated.
 */
export function prepareProposal(draft: Proposal): Proposal {
  const risk = draft.risk;
  return {
    ...draft,
    risk: {
      ...risk,
      proposer: withoutUnansweredLists(risk.proposer),
      additional_drivers: risk.has_additional_drivers === true ? (risk.additional_drivers ?? []).map(withoutUnansweredLists) : [],
    },
  };
}
