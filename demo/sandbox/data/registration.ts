import { normaliseRegistration } from '../../../src/domain/registration';
/** UK registration formats the widget accepts (docs/product/validation.md#what-is-checked), checked after normalising. */
const CURRENT_STYLE = /^[A-Z]{2}([0-9]{2})[A-Z]{3}$/;
const PREFIX_STYLE = /^([A-Z])[0-9]{1,3}[A-Z]{3}$/;
const SUFFIX_STYLE = /^[A-Z]{3}[0-9]{1,3}([A-Z])$/;
const DATELESS_STYLES = [/^[0-9]{1,4}[A-Z]{1,3}$/, /^[A-Z]{1,3}[0-9]{1,4}$/];

// Year letters of the 1983-2001 prefix plates (issued from August; T to Y straddle the 1999 change to March/September).
const PREFIX_YEARS: Record<string, number> = {
  A: 1983,
  B: 1984,
  C: 1985,
  D: 1986,
  E: 1987,
  F: 1988,
  G: 1989,
  H: 1990,
  J: 1991,
  K: 1992,
  L: 1993,
  M: 1994,
  N: 1995,
  P: 1996,
  R: 1997,
  S: 1998,
  T: 1999,
  V: 1999,
  W: 2000,
  X: 2000,
  Y: 2001,
};

// Year letters of the 1963-1983 suffix plates. I, O, Q, U and Z were never year letters.
const SUFFIX_YEARS: Record<string, number> = {
  A: 1963,
  B: 1964,
  C: 1965,
  D: 1966,
  E: 1967,
  F: 1968,
  G: 1969,
  H: 1970,
  J: 1971,
  K: 1972,
  L: 1973,
  M: 1974,
  N: 1975,
  P: 1976,
  R: 1977,
  S: 1978,
  T: 1979,
  V: 1980,
  W: 1981,
  X: 1982,
  Y: 1983,
};

// The widget's own normalising (uppercase, no spaces): the sandbox reads plates as the widget sends them.
export { normaliseRegistration };

export function isValidRegistration(registration: string): boolean {
  const reg = normaliseRegistration(registration);
  if (reg.length > 7) return false;
  return [CURRENT_STYLE, PREFIX_STYLE, SUFFIX_STYLE, ...DATELESS_STYLES].some((format) => format.test(reg));
}

/**
 * The year a plate dates the car to, or null for a dateless plate, an unused year letter, or an age
 * identifier that has not been issued yet. Current plates: 12 is March 2012, 62 is September 2012.
 */
export function registrationYear(registration: string, today: Date = new Date()): number | null {
  const reg = normaliseRegistration(registration);
  let year: number | undefined;
  const current = CURRENT_STYLE.exec(reg);
  if (current) {
    const age = Number(current[1]);
    year = age === 0 ? undefined : 2000 + (age > 50 ? age - 50 : age);
  } else {
    const prefix = PREFIX_STYLE.exec(reg);
    const suffix = SUFFIX_STYLE.exec(reg);
    year = prefix ? PREFIX_YEARS[prefix[1]] : suffix ? SUFFIX_YEARS[suffix[1]] : undefined;
  }
  return year !== undefined && year <= today.getFullYear() ? year : null;
}
