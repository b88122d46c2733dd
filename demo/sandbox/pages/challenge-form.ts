/**
 * The bank's 3-D Secure challenge, as a card page shows it inside its frame: a one-time code, or
 * Cancel. UK card payments need Strong Customer Authentication, so a real provider shows its bank's
 * page here; the sandbox's test card 4000 0027 6000 3184 always asks (docs/testing.md).
 */
import { pounds } from './shell';

/** Any 6 digits confirm the payment except this one, which the bank refuses. */
export const FAILING_CODE = '000000';

export function challengeHtml(amount: number, action: string, error = ''): string {
  return `<h1>Confirm your payment with your bank</h1>
<p>Your bank needs to check it’s you before it pays ${pounds(amount)}. Enter the one-time code it sent to your phone.</p>
<p class="note">Sandbox: any 6 digits confirm the payment; ${FAILING_CODE} fails it.</p>
<form method="post" action="${action}" novalidate>
<div class="field">
<label for="code">One-time code</label>
<input id="code" name="code" autocomplete="one-time-code" inputmode="numeric" required${error ? ' aria-invalid="true" aria-describedby="code-error"' : ''}>
${error ? `<p class="error" id="code-error">${error}</p>` : ''}
</div>
<div class="actions">
<button type="submit">Confirm payment</button>
<button type="submit" class="secondary" name="cancel" value="1">Cancel payment</button>
</div>
</form>`;
}
