/** The hosted card form: labelled fields, errors tied to their field, and the test cards listed. */
import { escapeHtml } from '../server/http';
import type { CardErrors, CardForm } from './card-check';
import { pounds } from './shell';

interface Field {
  name: keyof CardForm;
  label: string;
  autocomplete: string;
  inputmode?: string;
  hint?: string;
}

const FIELDS: readonly Field[] = [
  { name: 'card_number', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric' },
  { name: 'expiry', label: 'Expiry date', autocomplete: 'cc-exp', inputmode: 'numeric', hint: 'MM/YY, for example 04/29' },
  {
    name: 'cvc',
    label: 'Security code (CVC)',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    hint: 'The last 3 digits on the back of the card',
  },
  { name: 'name', label: 'Name on card', autocomplete: 'cc-name' },
];

function field(f: Field, value: string, error: string | undefined): string {
  const described = [f.hint ? `${f.name}-hint` : '', error ? `${f.name}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${f.name}">${f.label}</label>
${f.hint ? `<p class="note" id="${f.name}-hint">${f.hint}</p>` : ''}
<input id="${f.name}" name="${f.name}" autocomplete="${f.autocomplete}"${f.inputmode ? ` inputmode="${f.inputmode}"` : ''} required value="${escapeHtml(f.name === 'cvc' ? '' : value)}"${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}>
${error ? `<p class="error" id="${f.name}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export function payFormHtml(amount: number, values: CardForm, errors: CardErrors): string {
  const problems = Object.keys(errors).length;
  return `<h1>Pay ${pounds(amount)}</h1>
<p class="note">Sandbox card payment. No real money is taken.</p>
${problems ? `<div class="alert" role="alert"><p>There ${problems === 1 ? 'is a problem' : 'are problems'} with the card details: see below.</p></div>` : ''}
<form method="post" novalidate>
${FIELDS.map((f) => field(f, values[f.name], errors[f.name])).join('\n')}
<button type="submit">Pay ${pounds(amount)}</button>
</form>
<h2>Test cards</h2>
<ul class="note">
<li>4242 4242 4242 4242: the payment succeeds</li>
<li>4000 0000 0000 0002: the payment is declined</li>
<li>4000 0027 6000 3184: your bank asks you to confirm the payment (3-D Secure)</li>
<li>Any future expiry date, any 3-digit code, any name</li>
</ul>`;
}
