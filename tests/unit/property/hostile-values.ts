import fc from 'fast-check';

/** An object whose every coercion throws: a rule that calls String(x) or `${x}` on input dies on it. */
const throwingObject = () => ({
  toString() {
    throw new Error('toString called');
  },
  valueOf() {
    throw new Error('valueOf called');
  },
  [Symbol.toPrimitive]() {
    throw new Error('toPrimitive called');
  },
});

/** Markup an attacker tries in any text: scripts, handlers, javascript: links, SVG, frames, styles. */
export const HOSTILE_HTML = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<a href="javascript:window.__pwned=1">x</a>',
  '<svg onload="window.__pwned=1"></svg>',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '"><script>alert(1)</script>',
  "'; alert(1); '",
] as const;

/** Keys that reach Object.prototype when copied carelessly, and names of its members. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

// Long runs of one rule's own alphabet are what make a careless regular expression backtrack for
// minutes (ReDoS), so each long string repeats a plausible input and then breaks the pattern.
const longString = fc
  .tuple(
    fc.constantFrom('0', 'a', ' ', 'a@', '1-', 'AB12', '£1,', '/', '-', 'x'.repeat(7)),
    fc.integer({ min: 1_000, max: 40_000 }),
    fc.constantFrom('', '!', '\n', '<'),
  )
  .map(([unit, times, tail]) => unit.repeat(Math.ceil(times / unit.length)) + tail);

/** Strings that are awkward rather than random. */
export const trickyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }), // lone surrogates included
  fc.stringMatching(/^[0-9 /#+()£,.-]{0,20}$/),
  fc.constantFrom(
    ...HOSTILE_HTML,
    ...PROTO_KEYS,
    '',
    ' ',
    '\u0000',
    '\u202e',
    'NaN',
    '-0',
    '1e309',
    '2024-02-30',
    '29/02/2023',
    '31/12/9999',
    '00/00/0000',
  ),
  longString,
);

/** Anything a broken form, a stale draft, a hand-edited store or a hostile host could hand over. */
export const anyValue = fc.oneof(
  fc.anything({
    withBoxedValues: true,
    withNullPrototype: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withBigInt: true,
    withSparseArray: true,
  }),
  trickyString,
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, null, undefined, true, false, Symbol('s'), () => 1, [], {}, Object.create(null)),
  fc.constant(null).map(throwingObject),
);

/** An object built by JSON.parse, so "__proto__" is an own key, as it is in a host's JSON config. */
export const jsonWithProto = (inner: string) =>
  JSON.parse(`{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}, ${inner}}`) as Record<string, unknown>;

/** Fails the test if anything reached Object.prototype. */
export function prototypeIsClean(): boolean {
  return ({} as Record<string, unknown>).polluted === undefined && (Object.prototype as Record<string, unknown>).polluted === undefined;
}
