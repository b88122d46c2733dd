import type { Message } from '../../config/label-message';
import { isStaleWrite, reloadChangedElsewhere } from '../changed-elsewhere';
import { isApiError } from '../../api/api-error';
import { emptyAddress } from '../../contract/address';
import * as v from 'valibot';
import { DirectDebitSchema, type DirectDebit } from '../../contract/direct-debit';
import type { Proposal } from '../../contract/proposal';
import type { SubmittedDirectDebit } from '../../contract/requests';
import { SERVER_ERROR_CODES } from '../../contract/responses';
import { sortCodeForRequest } from '../../domain/bank';
import { COLLECTION_DAY_DEFAULT } from '../../domain/constants';
import { collectionDay } from '../../domain/dates';
import { stepAfter } from '../../domain/journey';
import { tidyName } from '../../contract/name';
import { tidyPostcode } from '../../domain/postcode';
import type { Widget } from '../../widget/widget';
import { ROUTES, withUuid } from '../../widget/routes';
import { directDebitErrors } from './direct-debit-rules';

/** Where the typed, not-yet-real date of birth of the account holder waits in the proposal store. */
export const HOLDER_DOB_PATH = 'direct_debit.third_party.date_of_birth';

export type DirectDebitResult =
  | { kind: 'invalid'; errors: Record<string, Message> }
  /** The server's own words (docs/product/transitions.md#direct-debit-not-saved: shown in a bordered red block), or null when it gave none. */
  | { kind: 'message'; message: string | null }
  | { kind: 'route'; to: string };

const trimmed = (value: string | null) => (value ?? '').trim();

/**
 * The bank details as the pay-monthly call takes them: sort code without hyphens, collection day
 * the cover start date's day of the month (two digits), and no third party when the proposer holds
 * the account. Call only with details that passed directDebitErrors.
 */
export function submittedDirectDebit(dd: DirectDebit, startDate: unknown): SubmittedDirectDebit {
  const holder = dd.is_proposer_account_holder === true;
  const tp = dd.third_party;
  return {
    account_name: trimmed(dd.account_name),
    account_number: trimmed(dd.account_number).replace(/\s/g, ''),
    sort_code: sortCodeForRequest(dd.sort_code),
    collection_day: collectionDay(startDate) ?? COLLECTION_DAY_DEFAULT,
    is_proposer_account_holder: holder,
    third_party:
      holder || !tp
        ? null
        : {
            title: tp.title,
            forename: String(tidyName(tp.forename ?? '')),
            surname: String(tidyName(tp.surname ?? '')),
            date_of_birth: tp.date_of_birth,
            address: { ...emptyAddress(), ...tp.address, postcode: tidyPostcode(tp.address?.postcode ?? null) },
            email: trimmed(tp.email),
          },
  };
}

/**
 * Instalments' Continue (docs/product/transitions.md#the-direct-debits-continue): validate, save the direct debit with is_pay_monthly
 * true and the version of the pre-contract credit information she was shown, then Referred when
 * the quote is referred, else on to sign the credit agreement before the deposit is taken.
 * A declined credit check goes to InstalmentsDeclined; any other failure stays on the page with
 * the server's message.
 */
export async function saveDirectDebit({ api, stores }: Pick<Widget, 'api' | 'stores'>, uuid: string): Promise<DirectDebitResult> {
  const { draft, raw } = stores.proposal.getState();
  const errors = directDebitErrors(draft.direct_debit, draft.risk.proposer.date_of_birth, raw[HOLDER_DOB_PATH]);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const submitted = submittedDirectDebit(draft.direct_debit, draft.risk.start_date);
  try {
    const saved = await api.payMonthly(uuid, submitted, draft.quote?.credit_documents?.information.version ?? '');
    // The typed details stay in memory (never in storage) for the accept call after payment.
    const kept: Proposal = { ...saved, direct_debit: { ...saved.direct_debit, ...v.parse(DirectDebitSchema, submitted) } };
    stores.proposal.getState().load(kept);
    return { kind: 'route', to: withUuid(ROUTES[stepAfter('directDebit', saved) ?? 'agreement'], uuid) };
  } catch (error) {
    // The bank details she typed are kept (in memory only) over the latest proposal.
    if (isStaleWrite(error)) {
      const typed = draft.direct_debit;
      const to = await reloadChangedElsewhere({ api, stores }, uuid, ROUTES.instalments, (latest) => ({ ...latest, direct_debit: typed }));
      return { kind: 'route', to: to ?? withUuid(ROUTES.instalments, uuid) };
    }
    if (isApiError(error) && error.code === SERVER_ERROR_CODES.creditDeclined)
      return { kind: 'route', to: withUuid(ROUTES.instalmentsDeclined, uuid) };
    return { kind: 'message', message: isApiError(error) ? (error.serverMessage ?? null) : null };
  }
}
