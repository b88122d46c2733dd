import type { Message } from '../../config/label-message';
import { isApiError } from '../../api/api-error';
import type { RecallRequest } from '../../contract/requests';
import { SERVER_ERROR_CODES } from '../../contract/responses';
import { toIsoDate } from '../../domain/dates';
import type { Widget } from '../../widget/widget';
import { routeForFailure } from '../outcome';
import { RECALL_REASONS, ROUTES, withUuid } from '../../widget/routes';
import { recallErrors, type RecallForm } from './recall-rules';

export type RecallResult =
  | { kind: 'invalid'; errors: Record<string, Message> }
  | { kind: 'not-found' }
  /** Too many failed attempts: the insurer says when recall may be tried again. */
  | { kind: 'rate-limited'; minutes: number }
  | { kind: 'route'; to: string }
  /** A bought policy: only its receipt, never its details (docs/product/regulation.md#cover-start-and-a-bought-policy). */
  | { kind: 'bought'; receipt: BoughtReceipt };

export type BoughtReceipt = Extract<Awaited<ReturnType<Widget['api']['recallProposal']>>, { receipt: unknown }>['receipt'];

/** A wait of unknown length is shown as the insurer's usual lock-out. */
const DEFAULT_WAIT_MINUTES = 15;

/** Whole minutes, at least 1: 'try again in 0 minutes' would invite a retry that fails. */
export const minutesToWait = (seconds: number | undefined): number =>
  seconds === undefined ? DEFAULT_WAIT_MINUTES : Math.max(1, Math.ceil(seconds / 60));

type Deps = Pick<Widget, 'api' | 'stores'>;

/**
 * Sends a recall request (docs/product/transitions.md#retrieving-a-quote): success opens the saved quote on the price screen;
 * the insurer's not_found answer is reported so the screen can say so; any other failure follows
 * the usual rule (non-200 -> Exception, else Declined).
 */
async function recallRequest({ api, stores }: Deps, request: RecallRequest): Promise<Exclude<RecallResult, { kind: 'invalid' }>> {
  try {
    const answer = await api.recallProposal(request);
    if ('receipt' in answer) return { kind: 'bought', receipt: answer.receipt };
    const { proposal, quote } = answer;
    // docs/product/transitions.md#retrieving-a-quote reads the add-ons from the recall answer's quote, which is the current one.
    stores.proposal.getState().load({ ...proposal, quote: quote ?? proposal.quote });
    stores.detailsForm.getState().reset();
    return { kind: 'route', to: withUuid(ROUTES.pricePresentation, proposal.uuid) };
  } catch (error) {
    if (isApiError(error) && error.code === SERVER_ERROR_CODES.notFound) return { kind: 'not-found' };
    if (isApiError(error) && (error.status === 429 || error.code === SERVER_ERROR_CODES.rateLimited)) {
      return { kind: 'rate-limited', minutes: minutesToWait(error.retryAfterSeconds) };
    }
    return { kind: 'route', to: routeForFailure(error) };
  }
}

/** The Retrieve a Quote form: checked first, then sent with the date of birth as YYYY-MM-DD. */
export async function recallQuote(deps: Deps, form: RecallForm): Promise<RecallResult> {
  const errors = recallErrors(form);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return recallRequest(deps, { reference: form.reference.trim(), postcode: form.postcode.trim(), dob: toIsoDate(form.dob) as string });
}

/**
 * A partner's deep link (config.deepLink, already validated): the whole request is passed on, as
 * docs/product/transitions.md#a-partners-deep-link asks. A missing or malformed request, or one that finds no quote, lands on Recall with the
 * reason in its query so the screen can explain; nothing personal goes into the address.
 */
export async function deepLinkRecall(deps: Deps & Pick<Widget, 'config'>): Promise<string> {
  const request = deps.config.deepLink;
  if (!request) return `${ROUTES.recall}?reason=${RECALL_REASONS.invalidLink}`;
  const result = await recallRequest(deps, request);
  if (result.kind === 'rate-limited') return `${ROUTES.recall}?reason=${RECALL_REASONS.rateLimited}&minutes=${result.minutes}`;
  if (result.kind === 'bought') return `${ROUTES.recall}?reason=${RECALL_REASONS.bought}`;
  return result.kind === 'route' ? result.to : `${ROUTES.recall}?reason=${RECALL_REASONS.notFound}`;
}
