import { isApiError } from '../../api/api-error';
import { SERVER_ERROR_CODES } from '../../contract/responses';
import { msg, type Message } from '../../config/label-message';
import { chosenPlan } from '../../domain/journey';
import { tidyName } from '../../contract/name';
import { signatureMatches } from '../../domain/signature';
import type { Widget } from '../../widget/widget';
import { ROUTES, withUuid } from '../../widget/routes';
import { isStaleWrite, reloadChangedElsewhere } from '../changed-elsewhere';

/** The signing form (docs/product/transitions.md#the-credit-agreement): her typed name, and the box. */
export interface Signature {
  name: string;
  agreed: boolean;
}
export type SignatureField = keyof Signature;

/** Its rules, in page order: a name that is the proposer's (loosely, domain/signature.ts), and the box ticked. */
export function signatureErrors(
  signature: Signature,
  borrower: { forenames?: unknown; surname?: unknown },
  // The account holder signing (flows/purchase/account-holder.ts) is told in their own words.
  words = { nameMatch: msg('error.agreement.nameMatch'), agree: msg('error.agreement.agree') },
) {
  const errors: Partial<Record<SignatureField, Message>> = {};
  if (signature.name.trim() === '') errors.name = msg('error.agreement.name');
  else if (!signatureMatches(signature.name, borrower)) errors.name = words.nameMatch;
  if (!signature.agreed) errors.agreed = words.agree;
  return errors;
}

export type SignResult =
  | { kind: 'invalid'; errors: Partial<Record<SignatureField, Message>> }
  | { kind: 'route'; to: string }
  /** The server's own words, or null when it gave none. */
  | { kind: 'message'; message: string | null };

/**
 * The agreement's Sign (docs/product/transitions.md#the-credit-agreement): the rules, then the API records the
 * agreement's version, her name as typed, the time and the amount of credit she was shown; then on
 * to the deposit by card. A quote changed since she read it is loaded again with the notice of a
 * change made elsewhere, for her to read the new terms; the rest stays on the page with a message.
 */
export async function signAgreement(
  { api, stores }: Pick<Widget, 'api' | 'stores'>,
  uuid: string,
  signature: Signature,
): Promise<SignResult> {
  const { draft } = stores.proposal.getState();
  const errors = signatureErrors(signature, draft.risk.proposer.name);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const plan = chosenPlan(draft);
  const agreement = draft.quote?.credit_documents?.agreement;
  if (!plan || !agreement) return { kind: 'route', to: withUuid(ROUTES.instalments, uuid) };
  // The bank details typed in this tab stay in memory for the accept after payment (never in storage).
  const typed = draft.direct_debit;
  try {
    const signed = await api.signAgreement(uuid, {
      agreement_version: agreement.version,
      signed_name: String(tidyName(signature.name)),
      amount_of_credit: plan.amountOfCredit,
      agreed: true,
    });
    stores.proposal.getState().load({ ...signed, direct_debit: typed });
    // Someone else's account: they agree and sign before the deposit (docs/product/transitions.md#the-credit-agreement).
    const holderToSign = signed.holder_consent && signed.holder_consent.status !== 'signed';
    return { kind: 'route', to: withUuid(holderToSign ? ROUTES.holderWait : ROUTES.payment, uuid) };
  } catch (error) {
    const code = isApiError(error) ? error.code : null;
    // Changed since she read it (another window, or terms that moved): the latest, with the notice.
    if (isStaleWrite(error) || code === SERVER_ERROR_CODES.priceChanged || code === SERVER_ERROR_CODES.agreementChanged) {
      const to = await reloadChangedElsewhere({ api, stores }, uuid, ROUTES.agreement, (latest) => ({ ...latest, direct_debit: typed }));
      return { kind: 'route', to: to ?? withUuid(ROUTES.agreement, uuid) };
    }
    if (code === SERVER_ERROR_CODES.signatureMismatch) return { kind: 'invalid', errors: { name: msg('error.agreement.nameMatch') } };
    if (code === 'direct_debit_required') return { kind: 'route', to: withUuid(ROUTES.instalments, uuid) };
    return { kind: 'message', message: isApiError(error) ? (error.serverMessage ?? null) : null };
  }
}
