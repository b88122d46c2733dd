import { stepAfter } from '../../domain/journey';
import { maskPhoneValue } from '../../domain/phone';
import type { Widget } from '../../widget/widget';
import { isStaleWrite, reloadChangedElsewhere } from '../changed-elsewhere';
import { routeForFailure } from '../outcome';
import { ROUTES, withUuid } from '../../widget/routes';
import { confirmDetailsRequest, paymentOptionRequest } from './requests';
import { summaryErrors, type SummaryAnswers, type SummaryField } from './summary-form';

type Deps = Pick<Widget, 'api' | 'stores'>;

export type SummaryContinueResult =
  { kind: 'invalid'; errors: Partial<Record<SummaryField, string>> } | { kind: 'route'; to: string; replace: boolean };

/**
 * Summary Continue (docs/product/transitions.md#the-summarys-continue): stop on an invalid answer; otherwise store the contact
 * details if they changed, confirm the details, save the payment options, then go where the journey
 * says: Referred, Instalments (replacing history) when paying monthly, else Payment. A non-200 answer goes to Exception, any other failure to Declined.
 */
export async function continueFromSummary({ api, stores }: Deps, answers: SummaryAnswers): Promise<SummaryContinueResult> {
  const errors = summaryErrors(answers);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const store = stores.proposal;
  const uuid = store.getState().draft.uuid;
  if (!uuid) return { kind: 'route', to: ROUTES.create, replace: true };
  const { proposer } = store.getState().draft.risk;
  const email = answers.email.trim();
  const mobile = maskPhoneValue(answers.mobile);
  if (proposer.email_address !== email) store.getState().setAnswer('risk.proposer.email_address', email);
  if (proposer.phone_numbers.mobile !== mobile) store.getState().setAnswer('risk.proposer.phone_numbers.mobile', mobile);
  const consent = answers.autoRenew === true;
  store.getState().setAnswer('consent_to_auto_renew', consent);
  try {
    store.getState().load(await api.confirmDetails(uuid, confirmDetailsRequest(store.getState().draft, consent)));
    const saved = await api.updatePaymentOption(uuid, paymentOptionRequest(store.getState().draft));
    store.getState().load(saved);
    const step = stepAfter('summary', saved) ?? 'payment';
    return { kind: 'route', to: withUuid(ROUTES[step], uuid), replace: step === 'instalments' };
  } catch (error) {
    // What she typed on the summary (e-mail, mobile, ticks) is the screen's and stays as typed.
    if (isStaleWrite(error)) {
      const to = await reloadChangedElsewhere({ api, stores }, uuid, ROUTES.summary);
      return { kind: 'route', to: to ?? withUuid(ROUTES.summary, uuid), replace: true };
    }
    return { kind: 'route', to: routeForFailure(error), replace: false };
  }
}
