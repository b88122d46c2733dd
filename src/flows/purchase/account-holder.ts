import { isApiError } from '../../api/api-error';
import type { HolderConsent, HolderView } from '../../contract/credit';
import { SERVER_ERROR_CODES } from '../../contract/responses';
import { msg, type Message } from '../../config/label-message';
import { tidyName } from '../../contract/name';
import type { Widget } from '../../widget/widget';
import { ROUTES, withUuid } from '../../widget/routes';
import { signatureErrors, type Signature, type SignatureField } from './sign-agreement';

/**
 * When someone else holds the account (docs/product/regulation.md#when-someone-else-holds-the-account):
 * the customer's side (send the holder the link, check whether they have signed) and the holder's
 * own page (what their link opens, and their signature).
 */

/** The server's own words, or null when it gave none. */
const serverWords = (error: unknown) => (isApiError(error) ? (error.serverMessage ?? null) : null);

/** The customer asks the insurer to e-mail the holder their single-use link; the proposal then says when it expires. */
export async function sendHolderLink(
  { api, stores }: Pick<Widget, 'api' | 'stores'>,
  uuid: string,
): Promise<{ kind: 'sent'; consent: HolderConsent | null } | { kind: 'message'; message: string | null }> {
  const typed = stores.proposal.getState().draft.direct_debit;
  try {
    const saved = await api.requestHolderConsent(uuid);
    stores.proposal.getState().load({ ...saved, direct_debit: typed });
    return { kind: 'sent', consent: saved.holder_consent };
  } catch (error) {
    return { kind: 'message', message: serverWords(error) };
  }
}

/** "They've signed, check again": the proposal read afresh; signed goes on to the deposit, else she waits. */
export async function checkHolder({ api, stores }: Pick<Widget, 'api' | 'stores'>, uuid: string): Promise<string | null> {
  const typed = stores.proposal.getState().draft.direct_debit;
  try {
    const latest = await api.getProposal(uuid);
    stores.proposal.getState().load({ ...latest, direct_debit: typed });
    return latest.holder_consent?.status === 'signed' ? withUuid(ROUTES.payment, uuid) : null;
  } catch {
    return null;
  }
}

export type HolderLoad = { kind: 'view'; view: HolderView } | { kind: 'gone' } | { kind: 'message'; message: string | null };

/** What the holder's link opens; a link used, expired or never issued is gone. */
export async function loadHolder({ api }: Pick<Widget, 'api'>, code: string): Promise<HolderLoad> {
  try {
    return { kind: 'view', view: await api.getHolderConsent(code) };
  } catch (error) {
    return isGone(error) ? { kind: 'gone' } : { kind: 'message', message: serverWords(error) };
  }
}

const isGone = (error: unknown) => isApiError(error) && (error.status === 404 || error.code === SERVER_ERROR_CODES.holderLinkGone);

const HOLDER_WORDS = { nameMatch: msg('error.holder.nameMatch'), agree: msg('error.holder.agree') };

/** The holder's rules: their own name, loosely (domain/signature.ts), and the box ticked. */
export const holderSignatureErrors = (signature: Signature, view: HolderView) =>
  signatureErrors(signature, { forenames: view.forename, surname: view.surname }, HOLDER_WORDS);

export type HolderSignResult =
  | { kind: 'invalid'; errors: Partial<Record<SignatureField, Message>> }
  | { kind: 'signed' }
  | { kind: 'gone' }
  | { kind: 'message'; message: string | null };

/** The holder signs: the agreement's version and the amount they were shown, their typed name, and agreed. */
export async function signAsHolder(
  { api }: Pick<Widget, 'api'>,
  code: string,
  view: HolderView,
  signature: Signature,
): Promise<HolderSignResult> {
  const errors = holderSignatureErrors(signature, view);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  try {
    await api.signHolderConsent(code, {
      agreement_version: view.credit_documents.agreement.version,
      signed_name: String(tidyName(signature.name)),
      amount_of_credit: view.amount_of_credit,
      agreed: true,
    });
    return { kind: 'signed' };
  } catch (error) {
    if (isApiError(error) && error.code === SERVER_ERROR_CODES.signatureMismatch)
      return { kind: 'invalid', errors: { name: HOLDER_WORDS.nameMatch } };
    if (isGone(error)) return { kind: 'gone' };
    return { kind: 'message', message: serverWords(error) };
  }
}
