import type { Proposal } from '../../../contract/proposal';
import { setPath } from '../path';
import { personPath, type Behaviour } from './behaviour';

/** Every driver's details with the path prefix that addresses them. */
function drivers(draft: Proposal) {
  const list = [{ owner: 'risk.proposer', details: draft.risk.proposer?.driver_details }];
  (draft.risk.additional_drivers ?? []).forEach((driver, index) =>
    list.push({ owner: `risk.additional_drivers.${index}`, details: driver.driver_details }),
  );
  return list;
}

/**
 * docs/product/questions.md#one-medical-condition: only one medical condition is allowed across all drivers. A second 'Yes' is reset to
 * 'No' and the screen shows the 'Sorry!' modal; 'No' clears the condition.
 */
export const medicalConditionBehaviour = (match: RegExp): Behaviour => ({
  match,
  apply: ({ draft, value, owner }) => {
    const condition = personPath(owner, 'driver_details.medical_condition');
    if (value !== true) return setPath(draft, condition, null);
    const taken = drivers(draft).some((driver) => driver.owner !== owner && driver.details?.has_medical_condition === true);
    if (taken)
      return {
        draft: setPath(setPath(draft, personPath(owner, 'driver_details.has_medical_condition'), false), condition, null),
        notice: 'medical-condition-limit',
      };
    return draft;
  },
});
