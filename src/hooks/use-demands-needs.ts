import type { Proposal } from '../contract/proposal';
import type { DemandsNeeds } from '../domain/disclosures';
import { demandsNeeds } from '../view/demands-needs';
import { useUiText } from '../ui/ui-text';
import { useOptionName } from './use-option-name';

/** The demands-and-needs statement of a proposal in the brand's words, with the use of the car named from its list. */
export function useDemandsNeeds(proposal: Proposal): DemandsNeeds {
  const { t } = useUiText();
  const use = useOptionName('pc_class_of_use', proposal.risk.vehicle.class_of_use);
  return demandsNeeds(proposal, t, use.name);
}
