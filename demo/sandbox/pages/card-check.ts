/** Checks a submitted card form the way a payment provider does before it asks the bank. */
import dayjs from 'dayjs';

export const SUCCESS_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
/** Stripe's test card that always asks for 3-D Secure: the bank's challenge comes before the payment. */
export const CHALLENGE_CARD = '4000002760003184';

export interface CardForm {
  card_number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardErrors = Partial<Record<keyof CardForm, string>>;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

export function checkCard(form: CardForm, today: string): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(form.card_number);
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) errors.card_number = 'Enter a valid card number';
  else if (![SUCCESS_CARD, DECLINED_CARD, CHALLENGE_CARD].includes(digits)) {
    errors.card_number = 'This is a sandbox: use one of the test cards listed below';
  }
  const expiry = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(form.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY';
  else if (dayjs(`20${expiry[2]}-${expiry[1]}-01`).endOf('month').isBefore(today, 'day')) errors.expiry = 'This card has expired';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code';
  if (form.name.trim() === '') errors.name = 'Enter the name on the card';
  return errors;
}

export function readCardForm(text: string): CardForm {
  const form = new URLSearchParams(text);
  return {
    card_number: form.get('card_number') ?? '',
    expiry: form.get('expiry') ?? '',
    cvc: form.get('cvc') ?? '',
    name: form.get('name') ?? '',
  };
}
