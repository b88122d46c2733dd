import * as v from 'valibot';
import { msg, type Message } from '../../config/label-message';
import type { Proposal } from '../../contract/proposal';
import { isApiError } from '../../api/api-error';
import { SERVER_ERROR_CODES } from '../../contract/responses';
import { MAX_DRIVING_AGE } from '../../domain/constants';
import { toIsoDate } from '../../domain/dates';
import { tidyPostcode } from '../../domain/postcode';
import { date, maxAge, minAge } from '../../domain/validation/date-rules';
import { required } from '../../domain/validation/required';
import { email, postcode } from '../../domain/validation/text-rules';
import { fieldErrors } from '../../domain/validation/validate-field';
import { rules as text } from '../../domain/validation/form-rules';
import { restoreSavedAnswers } from '../../details-form/flows/actions';
import type { Widget } from '../../widget/widget';
import { RECALL_REASONS, ROUTES } from '../../widget/routes';
import { routeForFailure } from '../outcome';
import { minutesToWait } from '../recall/recall-quote';

/** What she types to save (e-mail) and to open again (date of birth, postcode): each asked only when not answered. */
export interface SaveForm {
  email: string;
  postcode: string;
  /** YYYY-MM-DD once it is a real date, else the text as typed. */
  dob: string;
}

const dob = text(
  required(msg('error.dob')),
  date(msg('error.recall.dobReal')),
  minAge(undefined, msg('error.recall.minAge')),
  maxAge(MAX_DRIVING_AGE, msg('error.dobMaxAge', { age: MAX_DRIVING_AGE })),
);
const FormSchema = v.object({
  email: text(required(msg('error.emailRequired')), email(msg('error.email'))),
  postcode: text(required(msg('error.enterPostcode')), postcode(msg('error.postcode'))),
  dob,
});

/** One message per field; empty when the form can be sent. */
export const saveFormErrors = (form: SaveForm): Record<string, Message> => fieldErrors(FormSchema, form);

/** Only answers not saved with the API yet: a saved quote has its reference, which recall opens. */
export const canSaveAnswers = (draft: Proposal): boolean => !draft.uuid;
/** After the session expired: only with an e-mail address she gave, the one place the link may go (saveFormFor). */
export const canSaveExpired = (draft: Proposal): boolean => canSaveAnswers(draft) && !!draft.risk.proposer.email_address;

/** The answers to save and the step she is on: the expired session's, held in memory, else the form's. */
function answersToSave({ stores }: Pick<Widget, 'stores'>): { draft: Proposal; step: number } {
  const form = stores.detailsForm.getState();
  return form.saving.expired ?? { draft: stores.proposal.getState().draft, step: form.current };
}

/**
 * The form to start from, what her answers already hold, and which of it to ask: her e-mail while the
 * session runs (she may change it), her date of birth and postcode when not answered yet. Once the
 * session expired her e-mail is neither shown nor asked: the link goes only to the address she gave,
 * so whoever finds the screen cannot send her answers to themselves.
 */
export function saveFormFor(widget: Pick<Widget, 'stores'>): { form: SaveForm; ask: Record<keyof SaveForm, boolean> } {
  const { proposer } = answersToSave(widget).draft.risk;
  const form = { email: proposer.email_address ?? '', postcode: proposer.address.postcode ?? '', dob: proposer.date_of_birth ?? '' };
  return { form, ask: { email: widget.stores.detailsForm.getState().saving.expired === null, postcode: !form.postcode, dob: !form.dob } };
}

export type SaveResult =
  { kind: 'invalid'; errors: Record<string, Message> } | { kind: 'sent' } | { kind: 'rate-limited'; minutes: number } | { kind: 'failed' };

/**
 * Save and come back later (docs/product/transitions.md#saved-answers): her answers, valid or not,
 * go to the API, which e-mails her a single-use link to `pageUrl` that expires. Once sent, answers
 * held after the session expired are forgotten.
 */
export async function saveAnswers(widget: Pick<Widget, 'api' | 'stores'>, form: SaveForm, pageUrl: string): Promise<SaveResult> {
  const errors = saveFormErrors(form);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const { draft, step } = answersToSave(widget);
  try {
    await widget.api.saveAnswers({
      proposal: draft,
      step,
      email_address: form.email.trim(),
      postcode: tidyPostcode(form.postcode) ?? form.postcode,
      dob: toIsoDate(form.dob) as string,
      page_url: pageUrl,
    });
    widget.stores.detailsForm.getState().setSaving({ open: true, expired: null });
    return { kind: 'sent' };
  } catch (error) {
    if (isApiError(error) && error.status === 429) return { kind: 'rate-limited', minutes: minutesToWait(error.retryAfterSeconds) };
    return { kind: 'failed' };
  }
}

export type ReopenResult =
  | { kind: 'invalid'; errors: Record<string, Message> }
  | { kind: 'not-found' }
  | { kind: 'rate-limited'; minutes: number }
  | { kind: 'route'; to: string };

/**
 * Her link opened (docs/product/transitions.md#saved-answers): with her date of birth and postcode
 * the answers come back into the form at the step she left. A link used or expired goes to Retrieve
 * a Quote, which says so.
 */
export async function reopenAnswers(
  { api, stores }: Pick<Widget, 'api' | 'stores'>,
  code: string,
  form: Pick<SaveForm, 'postcode' | 'dob'>,
): Promise<ReopenResult> {
  const errors = fieldErrors(v.pick(FormSchema, ['postcode', 'dob']), form);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  try {
    const { proposal, step } = await api.reopenAnswers({ code, postcode: form.postcode.trim(), dob: toIsoDate(form.dob) as string });
    restoreSavedAnswers(stores, proposal, step);
    return { kind: 'route', to: ROUTES.create };
  } catch (error) {
    if (isApiError(error) && error.code === SERVER_ERROR_CODES.notFound) return { kind: 'not-found' };
    if (isApiError(error) && error.status === 429) return { kind: 'rate-limited', minutes: minutesToWait(error.retryAfterSeconds) };
    if (isApiError(error) && error.code === SERVER_ERROR_CODES.linkExpired)
      return { kind: 'route', to: `${ROUTES.recall}?reason=${RECALL_REASONS.linkExpired}` };
    return { kind: 'route', to: routeForFailure(error) };
  }
}
