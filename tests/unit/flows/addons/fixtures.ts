/** The one fake widget (support/fake-widget.ts) around the add-ons tests' quoted proposal (tests/support/addons-proposal.ts). */
import type { Proposal } from '../../../../src/contract/proposal';
import { quotedProposal } from '../../../support/addons-proposal';
import { fakeWidget } from '../../support/fake-widget';

/** The widget parts a flow takes: a fake api whose calls are spies, a real proposal store, an emit spy. */
export function quotedWidget(proposal: Proposal = quotedProposal()) {
  const fake = fakeWidget({ proposal });
  // Every call these flows make answers with the draft as it stands, as the sandbox echoes it.
  const draft = async () => fake.store.getState().draft;
  for (const call of ['updateAddons', 'requoteProposal', 'confirmDetails', 'updatePaymentOption'] as const)
    fake.api[call].mockImplementation(draft);
  return { ...fake, deps: fake.widget };
}
