/** GET /sandbox/portal?ref=...: a stand-in for the insurer's customer portal, showing the bought policy. */
import dayjs from 'dayjs';
import type { SavedProposal } from '../../../src/api/contract/proposal';
import { optionName } from '../data/lists';
import { pounds, sendPage } from '../pages/shell';
import { normaliseReference } from '../rating/reference';
import { escapeHtml } from '../server/http';
import type { PageRoute } from '../server/pages';
import type { SandboxState } from '../server/records';

const row = (label: string, value: string): string => `<tr><th scope="row">${label}</th><td>${escapeHtml(value)}</td></tr>`;

function policyHtml(proposal: SavedProposal, sandbox: SandboxState): string {
  const { risk, quote } = proposal;
  const name = [risk.proposer.name.title, risk.proposer.name.forenames, risk.proposer.name.surname].filter(Boolean).join(' ');
  const car = [risk.vehicle.manufacturer, risk.vehicle.description ?? risk.vehicle.model].filter(Boolean).join(' ');
  const extras = proposal.addons.filter((a) => a.is_selected).map((a) => a.description).join(', ') || 'None';
  const paid = sandbox.payments.filter((p) => p.outcome === 'succeeded');
  return `<h1>Your policy</h1>
<p class="note">Sandbox portal. A real portal asks the customer to sign in first.</p>
<table><tbody>
${row('Policy reference', quote?.reference ?? '')}
${row('Status', proposal.is_accepted ? 'Live' : proposal.is_purchased ? 'Paid, awaiting confirmation' : 'Quote only')}
${row('Policyholder', name)}
${row('Car', `${car}${risk.vehicle.registration ? ` (${risk.vehicle.registration})` : ''}`)}
${row('Cover', optionName('cover_type', risk.vehicle.cover_type))}
${row('Cover starts', risk.start_date ? `${dayjs(risk.start_date).format('D MMMM YYYY')} at 00:01` : '')}
${row('Premium', quote ? `${pounds(quote.premium)} including IPT` : '')}
${row('Payment', proposal.is_pay_monthly && quote?.monthly_payment ? `${quote.monthly_installments} monthly payments of ${pounds(quote.monthly_payment)} after a deposit` : 'Paid in full')}
${row('Optional extras', extras)}
${row('Card payments', paid.map((p) => `${pounds(p.amount)} by card ending ${p.last4}`).join('; ') || 'None')}
</tbody></table>`;
}

export const portalPages: readonly PageRoute[] = [
  {
    method: 'GET',
    path: '/sandbox/portal',
    handle: async ({ res, url, services }) => {
      const reference = normaliseReference(url.searchParams.get('ref') ?? '');
      const found = (await services.store.all()).find((r) => r.proposal.quote && normaliseReference(r.proposal.quote.reference) === reference);
      if (!reference || !found) {
        sendPage(res, 404, 'Policy not found', '<h1>Policy not found</h1><p>We could not find a policy with that reference.</p>');
        return;
      }
      sendPage(res, 200, `Policy ${found.proposal.quote?.reference}`, policyHtml(found.proposal, found.sandbox));
    },
  },
];
