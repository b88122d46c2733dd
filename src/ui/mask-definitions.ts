import MaskedNumber from 'imask/esm/masked/number';
import type { FactoryOpts } from 'imask/esm/masked/factory';
// Imported for its side effect: it registers the class that string patterns are built with. Deep
// imports keep the rest of imask (dates, ranges, enums, contenteditable...) out of the bundle.
import 'imask/esm/masked/pattern';

/** The mask tokens: # a digit, @ a letter, * a letter or digit. */
const MASK_TOKENS: Readonly<Record<string, RegExp>> = { '#': /\d/, '@': /[A-Za-z]/, '*': /[A-Za-z0-9]/ };

// imask gives these characters a meaning of its own in a pattern; as literals they need escaping.
const IMASK_SPECIAL = new Set(['0', 'a', '*', '{', '}', '[', ']', '`', '\\']);

/**
 * Turns a mask written in those tokens (e.g. '##-##-##') into imask pattern options. Extra tokens
 * may be added for a preset that needs one (the phone's leading digit-or-plus).
 */
export function tokenMask(mask: string, tokens: Readonly<Record<string, RegExp>> = MASK_TOKENS): FactoryOpts {
  let pattern = '';
  for (const char of mask) pattern += char in tokens ? char : IMASK_SPECIAL.has(char) ? `\\${char}` : char;
  return { mask: pattern, definitions: { ...tokens }, lazy: true };
}

const upper = (chars: string) => chars.toUpperCase();

/**
 * The masks of docs/product/validation.md#what-is-checked's answers. The value reported to onChange is the unmasked one: sort code without
 * hyphens, money without commas, registration uppercase without spaces.
 */
export const MASK_PRESETS = {
  /** Registration: 7 characters, letters and digits only (a typed space is refused), uppercased. */
  registration: { ...tokenMask('*******'), prepareChar: upper } as FactoryOpts,
  /** Mobile and other phone: a leading digit or plus, then up to 12 digits (13 characters). */
  phone: tokenMask('+############', { ...MASK_TOKENS, '+': /[\d+]/ }),
  sortCode: tokenMask('##-##-##'),
  accountNumber: tokenMask('########'),
  /** Whole pounds with thousands separators, as for the car's value. */
  money: { mask: MaskedNumber, scale: 0, thousandsSeparator: ',', min: 0, max: 99_999_999 } as FactoryOpts,
  date: tokenMask('##/##/####'),
} satisfies Record<string, FactoryOpts>;

export type MaskPreset = keyof typeof MASK_PRESETS;
