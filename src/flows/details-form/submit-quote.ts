import type { Widget } from '../widget';
import { routeForFailure } from '../outcome';
import { isPriced } from '../priced-proposal';
import { ROUTES, withUuid } from '../routes';
import { prepareProposal } from './prepare-proposal';
import { firstInvalidStep } from './validate-steps';

export type SubmitResult = { kind: 'invalid'; step: number; errors: Record<string, string> } | { kind: 'route'; to: string };

type Deps = Pick<Widget, 'api' | 'stores' | 'emit'>;

/**
 * Submit on step 7 (SPEC.md section 4): create the proposal and request a quote, or, for a saved
 * proposal (edit), update it and re-quote. Not quoted -> Declined; quoted -> PricePresentation;
 * a non-200 answer -> Exception; any other failure -> Declined.
 */
export async function submitQuote({ api, stores, emit }: Deps): Promise<SubmitResult> {
  const { draft, raw, vehicleMissing } = stores.proposal.getState();
  const invalid = firstInvalidStep({ draft, vehicleMissing, sourceOfBusiness: draft.risk.source_of_business ?? '' }, raw);
  if (invalid) {
    stores.detailsForm.getState().attempt(invalid.step);
    stores.detailsForm.getState().open(invalid.step);
    return { kind: 'invalid', ...invalid };
  }
  const proposal = prepareProposal(draft);
  try {
    const saved = proposal.uuid ? await api.updateProposal(proposal.uuid, proposal) : await api.createProposal(proposal);
    const uuid = saved.uuid as string;
    stores.proposal.getState().load({ ...stores.proposal.getState().draft, uuid });
    const quoted = proposal.uuid ? await api.requote(uuid) : await api.createQuote(uuid);
    stores.proposal.getState().load(quoted);
    if (!isPriced(quoted)) return { kind: 'route', to: withUuid(ROUTES.declined, uuid) };
    emit('quote_shown', { uuid, reference: quoted.quote.reference ?? undefined, screen: 'details-form' });
    return { kind: 'route', to: withUuid(ROUTES.pricePresentation, uuid) };
  } catch (error) {
    return { kind: 'route', to: routeForFailure(error) };
  }
}
