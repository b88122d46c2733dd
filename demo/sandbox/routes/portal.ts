/**
 * GET /sandbox/portal?token=...: a stand-in for the insurer's customer portal, showing the bought
 * policy. The token is the single-use, expiring one generate-portal-link handed out; a quote
 * reference opens nothing.
 */
import dayjs from 'dayjs';
import type { SavedProposal } from '../../../src/contract/proposal';
import { optionName } from '../data/lists';
import { pounds, sendPage } from '../pages/shell';
import { escapeHtml } from '../server/http';
import type { PageContext, PageRoute } from '../server/pages';
import type { SandboxState } from '../server/records';

const row = (label: string, value: string): string => `<tr><th scope="row">${label}</th><td>${escapeHtml(value)}</td></tr>`;

/** Reads a stored record defensively: one written by an older sandbox may lack amounts or lists. */
function policyHtml(proposal: SavedProposal, sandbox: SandboxState): string {
  const { risk, quote } = proposal;
  const name = [risk.proposer.name.title, risk.proposer.name.forenames, risk.proposer.name.surname].filter(Boolean).join(' ');
  const car = [risk.vehicle.manufacturer, risk.vehicle.description ?? risk.vehicle.model].filter(Boolean).join(' ');
  const extras =
    (proposal.addons ?? [])
      .filter((a) => a.is_selected)
      .map((a) => a.description)
      .join(', ') || 'None';
  const paid = (sandbox.payments ?? []).filter((p) => p.outcome === 'succeeded' && Number.isFinite(p.amount));
  return `<h1>Your policy</h1>
<p class="note">Sandbox portal. A real portal asks the customer to sign in first.</p>
<table><tbody>
${row('Policy reference', quote?.reference ?? '')}
${row('Status', proposal.is_accepted ? 'Live' : proposal.is_purchased ? 'Paid, awaiting confirmation' : 'Quote only')}
${row('Policyholder', name)}
${row('Car', `${car}${risk.vehicle.registration ? ` (${risk.vehicle.registration})` : ''}`)}
${row('Cover', optionName('cover_type', risk.vehicle.cover_type))}
${row('Cover starts', risk.start_date ? `${dayjs(risk.start_date).format('D MMMM YYYY')} at 00:01` : '')}
${row('Premium', quote && Number.isFinite(quote.premium) ? `${pounds(quote.premium)} including IPT` : '')}
${row('Payment', proposal.is_pay_monthly && Number.isFinite(quote?.monthly_payment) && quote?.monthly_payment ? `${quote.monthly_installments} monthly payments of ${pounds(quote.monthly_payment)} after a deposit` : 'Paid in full')}
${row('Optional extras', extras)}
${row('Card payments', paid.map((p) => `${pounds(p.amount)} by card ending ${p.last4}`).join('; ') || 'None')}
</tbody></table>`;
}

const notFound = (res: PageContext['res']): void =>
  sendPage(
    res,
    404,
    'Link not valid',
    '<h1>This link has expired</h1><p>Portal links work once and for 15 minutes. Please ask for a new one.</p>',
  );

const SIGN_IN = `<h1>Sign in to your policy</h1>
<p class="note">Sandbox portal. A real portal asks for the e-mail address and password of her account here, then shows her policy, its documents and how to change it.</p>`;

export const portalPages: readonly PageRoute[] = [
  {
    method: 'GET',
    path: '/sandbox/portal',
    handle: async ({ res, url, services }) => {
      const token = url.searchParams.get('token');
      // No token: the portal's front door, where recall of a bought policy points (routes/proposal.ts).
      if (token === null) return sendPage(res, 200, 'Sign in to your policy', SIGN_IN);
      const uuid = services.portalLinks.redeem(token);
      const found = uuid ? await services.store.get(uuid) : null;
      if (!found) return notFound(res);
      sendPage(res, 200, `Policy ${found.proposal.quote?.reference ?? ''}`, policyHtml(found.proposal, found.sandbox));
    },
  },
];
