import type { Widget } from '../../widget/widget';
import type { Proposal } from '../../contract/proposal';
import { FORM_STEPS, stepOf } from '../model/steps';
import { answerPath } from '../model/question';
import { contextFor } from '../model/context';
import { getPath, setPath } from '../../store/proposal/path';
import { isStaleWrite, reloadChangedElsewhere } from '../../flows/changed-elsewhere';
import { routeForFailure } from '../../flows/outcome';
import { isPriced } from '../../domain/journey';
import { ROUTES, withUuid } from '../../widget/routes';
import { prepareProposal } from './prepare-proposal';
import { firstInvalidStep } from './validate-steps';
import type { Message } from '../../config/label-message';

/** changed: another window changed the quote first; the latest is loaded and the form stays open. */
export type SubmitResult =
  { kind: 'invalid'; step: number; errors: Record<string, Message> } | { kind: 'route'; to: string } | { kind: 'changed' };

/**
 * The latest proposal with the answers of the open step as she typed them (docs/api-team.md#versions): what is in front of her is kept; every other step shows the other window's answers.
 */
function keepOpenStep(latest: Proposal, local: Proposal, step: number): Proposal {
  const { owner, questions } = stepOf(step);
  const context = contextFor({ draft: local, vehicleMissing: [] }, owner);
  let merged = latest;
  for (const question of questions) {
    const path = answerPath(question, context);
    merged = setPath(merged, path, getPath(local, path));
  }
  return merged;
}

type Deps = Pick<Widget, 'api' | 'stores' | 'emit'>;

/**
 * Submit on step 7 (docs/product/transitions.md#a-new-quote, #editing-a-saved-quote): create the proposal and request a quote, or, for a saved
 * proposal (edit), update it and re-quote. Not quoted -> Declined; quoted -> PricePresentation;
 * a non-200 answer -> Exception; any other failure -> Declined.
 */
export async function submitQuote({ api, stores, emit }: Deps): Promise<SubmitResult> {
  const state = stores.proposal.getState();
  const { draft } = state;
  const invalid = firstInvalidStep(state, state.raw);
  if (invalid) {
    stores.detailsForm.getState().attempt(invalid.step);
    stores.detailsForm.getState().open(invalid.step);
    return { kind: 'invalid', ...invalid };
  }
  emit('step_completed', { step: FORM_STEPS, screen: 'details-form' });
  const proposal = prepareProposal(draft);
  try {
    const saved = proposal.uuid ? await api.updateProposal(proposal.uuid, proposal) : await api.createProposal(proposal);
    const uuid = saved.uuid as string;
    stores.proposal.getState().load({ ...stores.proposal.getState().draft, uuid });
    const quoted = proposal.uuid ? await api.requoteProposal(uuid) : await api.createQuote(uuid);
    stores.proposal.getState().load(quoted);
    if (!isPriced(quoted)) return { kind: 'route', to: withUuid(ROUTES.declined, uuid) };
    emit('quote_shown', { uuid, reference: quoted.quote.reference ?? undefined, screen: 'price-presentation' });
    return { kind: 'route', to: withUuid(ROUTES.pricePresentation, uuid) };
  } catch (error) {
    if (isStaleWrite(error) && proposal.uuid) {
      const step = stores.detailsForm.getState().current;
      const local = stores.proposal.getState().draft;
      const to = await reloadChangedElsewhere({ api, stores }, proposal.uuid, ROUTES.edit, (latest) => keepOpenStep(latest, local, step));
      return to ? { kind: 'route', to } : { kind: 'changed' };
    }
    return { kind: 'route', to: routeForFailure(error) };
  }
}
