/**
 * A name typed to sign the credit agreement (docs/product/regulation.md#the-credit-agreement), held to the
 * borrower's name loosely: case, accents, titles, punctuation, middle names and order do not matter,
 * but the first name and the surname must both be there in full. The widget and the API apply the same rule.
 */
const TITLES = /^(mr|mrs|ms|miss|mx|dr|sir|lady|lord|rev|prof)$/;

const words = (name: unknown): string[] =>
  typeof name === 'string'
    ? name
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((word) => word !== '' && !TITLES.test(word))
    : [];

/** True when `typed` holds the person's first name and every word of their surname. */
export function signatureMatches(typed: unknown, person: { forenames?: unknown; surname?: unknown }): boolean {
  const given = new Set(words(typed));
  const first = words(person.forenames)[0];
  const surname = words(person.surname);
  return first !== undefined && surname.length > 0 && given.has(first) && surname.every((word) => given.has(word));
}
