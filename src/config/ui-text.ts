import { fillLabel, labelOrFallback, type LabelKey, type LabelVars } from './labels';
import type { Message } from './label-message';
import { messageText } from './message-text';

/**
 * Every text the widget shows comes through one of these: `t(key, vars, fallback)` is a label of
 * the brand's set with {phone}, {email}, {brand}, {insurer} and {serviceUser} filled in (a key built from data that the set
 * lacks is reported and `fallback` shown); `message(message)` turns a validation message, a label's
 * message or plain words, into what the field error and the error summary show.
 */
export interface UiText {
  t(key: LabelKey, vars?: LabelVars, fallback?: string): string;
  message(message: Message): string;
}

export interface BrandWords {
  name: string;
  phone: string;
  email: string;
  insurer?: { name: string };
  credit?: { serviceUser: string };
}

export function createUiText(labels: Readonly<Record<string, string>>, brand?: BrandWords): UiText {
  // {insurer} and {serviceUser} too: who underwrites and who collects the Direct Debit are named wherever they are said.
  const brandVars: LabelVars = brand
    ? {
        // One figure to the eye: a number whose groups wrap onto two lines reads as two (no-break spaces).
        phone: brand.phone.replace(/ /g, '\u00a0'),
        email: brand.email,
        brand: brand.name,
        insurer: brand.insurer?.name ?? '',
        serviceUser: brand.credit?.serviceUser ?? '',
      }
    : {};
  return {
    t: (key, vars = {}, fallback = '') => fillLabel(labelOrFallback(labels, key, fallback), { ...brandVars, ...vars }),
    message: (message) => messageText(labels, message, brandVars),
  };
}
