import type { Proposal } from '../../contract/proposal';
import { salutation, tidyName } from '../../contract/name';
import { tidyPostcode } from '../../domain/postcode';

type Person = NonNullable<Proposal['risk']['proposer']>;

function withoutUnansweredLists<T extends Partial<Person>>(person: T): T {
  const details = person.driver_details;
  if (!details) return person;
  return {
    ...person,
    driver_details: {
      ...details,
      claims: details.has_claims === true ? details.claims : [],
      licence: details.licence
        ? { ...details.licence, convictions: details.licence.has_convictions === true ? details.licence.convictions : [] }
        : details.licence,
    },
  };
}

/** Names trimmed, and the postcode (the proposer's address only) in its standard form. */
function tidied<T extends Partial<Person>>(person: T): T {
  const name = person.name && { ...person.name, forenames: tidyName(person.name.forenames), surname: tidyName(person.name.surname) };
  if (name && 'salutation' in name) name.salutation = salutation(name.title, name.surname) || null;
  const address = person.address ? { ...person.address, postcode: tidyPostcode(person.address.postcode) } : person.address;
  return { ...person, name, ...(address === undefined ? {} : { address }) };
}

/**
 * Names and postcodes are stored as the insurer expects them, not as typed: trimmed, and
 * 'm1 1ae' as 'M1 1AE'.
 *
 * docs/product/transitions.md#cleared-before-sending: before a proposal is sent, the claims, convictions and additional_drivers
 * arrays are emptied wherever their 'has' answer is not Yes, so stale items are never rated.
 */
export function prepareProposal(draft: Proposal): Proposal {
  const risk = draft.risk;
  return {
    ...draft,
    risk: {
      ...risk,
      proposer: tidied(withoutUnansweredLists(risk.proposer)),
      additional_drivers:
        risk.has_additional_drivers === true ? (risk.additional_drivers ?? []).map((driver) => tidied(withoutUnansweredLists(driver))) : [],
      vehicle: { ...risk.vehicle, kept_postcode: tidyPostcode(risk.vehicle.kept_postcode) },
    },
  };
}
