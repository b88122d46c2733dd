/** The shared quoted proposal (tests/support/proposal.ts) under this folder's UUID, and the one fake widget (support/fake-widget.ts) around it. */
import type { Proposal } from '../../../../src/api/contract/proposal';
import { quotedProposal as sharedQuoted, type QuotedProposal } from '../../../support/proposal';
import { fakeWidget } from '../../support/fake-widget';

export const UUID = '3b0c2d9e-5a41-4f7e-9d1b-0c6f2a8e4d11';

/** The shared quoted proposal (tests/support/proposal.ts), saved under this file's UUID. */
export function quotedProposal(change: (p: QuotedProposal) => void = () => {}): QuotedProposal {
  return sharedQuoted((p) => {
    p.uuid = UUID;
    change(p);
  });
}

/** The widget parts a flow takes: a fake api whose calls are spies, a real proposal store, an emit spy. */
export function quotedWidget(proposal: Proposal = quotedProposal()) {
  const fake = fakeWidget({ proposal });
  // Every call these flows make answers with the draft as it stands, as the sandbox echoes it.
  const draft = async () => fake.store.getState().draft;
  for (const call of ['updateAddons', 'requoteProposal', 'confirmDetails', 'updatePaymentOption'] as const)
    fake.api[call].mockImplementation(draft);
  return { ...fake, deps: fake.widget };
}
