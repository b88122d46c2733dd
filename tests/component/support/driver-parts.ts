import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Widget } from '../../../src/widget/widget';
import { proposalWithDrivers } from '../../e2e/support/household';

/**
 * The driver form is asked a part at a time: answers its first four parts for the new driver in the
 * open "Add a driver" modal (as a customer who filled them would have) and Continues to the last,
 * claims and convictions. Answers the modal's dialog.
 */
export async function toLastDriverPart(user: UserEvent, widget: Widget): Promise<HTMLElement> {
  const driver = proposalWithDrivers(1, 0).risk.additional_drivers[0];
  act(() => {
    const proposal = widget.stores.proposal.getState();
    // The new driver is the list's last.
    const index = (proposal.draft.risk.additional_drivers ?? []).length - 1;
    proposal.replaceItem('risk.additional_drivers', index, {
      ...driver,
      driver_details: { ...driver.driver_details, has_medical_condition: null },
    });
    proposal.setAnswer(`risk.duqs.relationship_to_proposer_driver_${index + 1}`, 'S');
    proposal.setAnswer(`risk.duqs.marital_status_driver_${index + 1}`, 'M');
  });
  const form = screen.getByRole('dialog', { name: 'Add a driver' });
  for (let part = 1; part < 5; part += 1) await user.click(within(form).getByRole('button', { name: 'Continue' }));
  within(form).getByRole('heading', { name: /^Claims and convictions/ });
  return form;
}
