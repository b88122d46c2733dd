import type { Widget } from '../../widget/widget';
import { ROUTES } from '../../widget/routes';
import { stepErrors } from './validate-steps';
import type { Message } from '../../config/label-message';

export type ContinueResult = { kind: 'invalid'; errors: Record<string, Message> } | { kind: 'advanced' } | { kind: 'route'; to: string };

/** docs/product/screens.md#steps-in-order: the earlier sections that must validate before any later step is left. */
const REQUIRED_BEFORE_MOVING_ON = 2;

type Deps = Pick<Widget, 'api' | 'captcha' | 'stores' | 'emit'>;

/**
 * Continue on steps 1-6: the step must validate; step 1 runs the captcha check (a failure goes
 * to Exception); leaving step 2 copies the modification types into duqs.
 */
export async function continueStep({ api, captcha, stores, emit }: Deps): Promise<ContinueResult> {
  const form = stores.detailsForm.getState();
  const state = stores.proposal.getState();
  const step = form.current;
  const errors = stepErrors(step, state, state.raw);
  if (Object.keys(errors).length) {
    form.attempt(step);
    return { kind: 'invalid', errors };
  }
  // Earlier steps changed since they were completed are checked again (their ticks went with the
  // change). docs/product/screens.md#steps-in-order: moving on requires steps 1 and 2 to validate, so a problem there opens that step;
  // a later one only stays without its tick, and Get my quote opens it.
  for (let earlier = 1; earlier < step; earlier += 1) {
    if (form.completed[earlier]) continue;
    const earlierErrors = stepErrors(earlier, state, state.raw);
    if (!Object.keys(earlierErrors).length) form.complete(earlier);
    else if (earlier <= REQUIRED_BEFORE_MOVING_ON) {
      form.open(earlier);
      form.attempt(earlier);
      return { kind: 'invalid', errors: earlierErrors };
    }
  }
  if (step === 1 && !form.captchaVerified) {
    try {
      const verified = await api.recaptcha(await captcha.token('quote_about_you'));
      if (!verified) return { kind: 'route', to: ROUTES.exception };
      stores.detailsForm.getState().verifyCaptcha();
    } catch {
      return { kind: 'route', to: ROUTES.exception };
    }
  }
  if (step === 2) stores.proposal.getState().leaveCarStep();
  stores.detailsForm.getState().advance();
  emit('step_completed', { step, screen: 'details-form' });
  return { kind: 'advanced' };
}
