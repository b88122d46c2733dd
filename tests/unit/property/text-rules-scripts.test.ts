// The text rules over names in many scripts (src/contract/name.ts, plain-text.ts, email.ts), as the
// widget's forms apply them (domain/validation) and as the API does (contract/text-rules.ts):
// real names are taken in each, and text a font draws as nothing is refused, in the label set's words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textProblems } from '../../../src/contract/text-rules';
import { msg } from '../../../src/config/label-message';
import { DEFAULT_LABELS } from '../../../src/config/labels';
import { messageText } from '../../../src/config/message-text';
import { isValidEmail } from '../../../src/contract/email';
import { isValidName, NAME_MAX_LENGTH } from '../../../src/contract/name';
import { isPlainText } from '../../../src/contract/plain-text';
import { NAME_MESSAGES, rules } from '../../../src/domain/validation/form-rules';
import { email, mobile, name } from '../../../src/domain/validation/text-rules';
import { validateField } from '../../../src/domain/validation/validate-field';

const range = (from: number, to: number) => fc.integer({ min: from, max: to }).map((c) => String.fromCodePoint(c));
const maybe = (mark: fc.Arbitrary<string>) => fc.option(mark, { nil: '' });

/** One letter and the marks a person types after it, in each script. */
const SYLLABLE = {
  // Latin letters with accents, some typed as a letter and a combining mark (e + U+0301: é); not
  // U+034F, the combining grapheme joiner, which shows nothing.
  Latin: fc.tuple(fc.oneof(range(0x61, 0x7a), range(0x41, 0x5a), range(0xe0, 0xf6), range(0x100, 0x17e)), maybe(range(0x300, 0x34e))),
  // A consonant with a vowel sign or a virama (क, कि, क्).
  Devanagari: fc.tuple(fc.oneof(range(0x915, 0x939), range(0x905, 0x914)), maybe(fc.oneof(range(0x93e, 0x94c), fc.constant('\u094d')))),
  // A letter with its short-vowel mark (harakat).
  Arabic: fc.tuple(range(0x627, 0x64a), maybe(range(0x64b, 0x652))),
  Chinese: fc.tuple(range(0x4e00, 0x9fa5), fc.constant('')),
  // A consonant with a vowel sign (সু, মি).
  Bengali: fc.tuple(
    fc.constantFrom(...'কখগঘঙচছজঝঞটঠডঢণতথদধনপফবভমযরলশষসহ'),
    maybe(fc.constantFrom(...'\u09be\u09bf\u09c0\u09c1\u09c2\u09c7\u09c8\u09cb\u09cc')),
  ),
  // A consonant with a vowel sign or a pulli (கா, க்).
  Tamil: fc.tuple(fc.constantFrom(...'கஙசஞடணதநபமயரலவழளறன'), maybe(fc.constantFrom('\u0bbe', '\u0bbf', '\u0bc0', '\u0bc1', '\u0bcd'))),
};

/** A name of one to three words of the script, joined by a space, a hyphen or an apostrophe. */
const nameIn = (syllable: fc.Arbitrary<[string, string]>) =>
  fc
    .tuple(
      fc.array(fc.array(syllable, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 }),
      fc.constantFrom(' ', '-', '’', "'"),
    )
    .map(([words, join]) => words.map((w) => w.flat().join('')).join(join))
    .filter((n) => n.normalize('NFC').length <= NAME_MAX_LENGTH);

/** Characters a font draws as nothing: Hangul fillers, zero-width and format characters, tags, joiners. */
const INVISIBLE = fc.oneof(
  fc.constantFrom('\u3164', '\uFFA0', '\u115F', '\u1160', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u034F'),
  fc.constantFrom('\u180E', '\u2061', '\u2064', '\u206F', '\uFE0F', '\u{1D173}'),
  range(0xe0020, 0xe007f),
);
const invisibleOnly = fc.array(INVISIBLE, { minLength: 1, maxLength: 8 }).map((chars) => chars.join(''));

const widgetName = rules(name(NAME_MESSAGES.first));
const said = (value: unknown) => {
  const message = validateField(widgetName, value);
  return message === null ? null : messageText(DEFAULT_LABELS, message);
};

describe('names in every script', () => {
  it.each(Object.entries(SYLLABLE))('takes %s names in the widget and in the API', (_script, syllable) => {
    fc.assert(
      fc.property(nameIn(syllable), (n) => {
        expect(isValidName(n)).toBe(true);
        expect(said(n)).toBeNull();
        expect(textProblems({ risk: { proposer: { name: { forenames: n, surname: n } } } })).toEqual([]);
      }),
    );
  });

  it('refuses a name of invisible characters only, in the widget (in its label’s words) and in the API', () => {
    fc.assert(
      fc.property(invisibleOnly, (n) => {
        expect(isValidName(n)).toBe(false);
        expect(said(n)).toBe(DEFAULT_LABELS['error.plainText']);
        expect(textProblems({ surname: n }).map((p) => p.path)).toEqual(['surname']);
      }),
    );
  });

  it('refuses an invisible character anywhere in any text: a name, an address, an e-mail, a mobile', () => {
    const texts = fc.constantFrom(
      ['name.surname', 'Hart'],
      ['address.line_1', '12 Park Lane'],
      ['email_address', 'amelia@example.com'],
      ['phone_numbers.mobile', '07700900123'],
      ['vehicle.model', 'Fiesta'],
    );
    fc.assert(
      fc.property(texts, INVISIBLE, fc.nat(), ([path, text], char, at) => {
        const i = at % (text.length + 1);
        const spoilt = text.slice(0, i) + char + text.slice(i);
        expect(isPlainText(spoilt)).toBe(false);
        const body = path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), spoilt);
        expect(textProblems(body).map((p) => p.path)).toEqual([path]);
        expect(validateField(rules(), spoilt)).toEqual(msg('error.plainText'));
      }),
    );
  });
});

describe('the attacks on the text rules, each refused', () => {
  const widget = (rule: Parameters<typeof rules>[0], value: string) => {
    const message = validateField(rules(rule), value);
    return message === null ? null : messageText(DEFAULT_LABELS, message);
  };

  it.each(['\u3164\u3164', '\uFFA0', '\u115F\u1160', 'Jo\u200Bhn', 'Ann\u00AD', '\uFEFFAnn', 'Ann\u{E0041}\u{E007F}'])(
    'a name %j: the widget says the plain-text label, the API answers a problem',
    (n) => {
      expect(widget(name(NAME_MESSAGES.first), n)).toBe(DEFAULT_LABELS['error.plainText']);
      expect(textProblems({ forenames: n })).toHaveLength(1);
    },
  );

  it.each([
    'attacker,victim@example.com',
    'a@example.com;bcc:x',
    '"a b"@example.com',
    'a b@example.com',
    'a<b>@example.com',
    'a:b@example.com',
  ])('an e-mail %j: the widget says the e-mail label, the API answers a problem', (address) => {
    expect(isValidEmail(address)).toBe(false);
    expect(widget(email(msg('error.email')), address)).toBe(DEFAULT_LABELS['error.email']);
    expect(textProblems({ email_address: address })).toHaveLength(1);
  });

  it.each(['amelia\u200B@example.com', 'amelia@exam\u2060ple.com', '\uFEFFamelia@example.com'])(
    'an e-mail %j with an invisible character',
    (address) => {
      expect(isValidEmail(address)).toBe(false);
      expect(widget(email(msg('error.email')), address)).toBe(DEFAULT_LABELS['error.plainText']);
      expect(textProblems({ email_address: address })).toHaveLength(1);
    },
  );

  it('a mobile with a byte order mark (which trim() would quietly drop)', () => {
    expect(widget(mobile(msg('error.mobile')), '07700900982\uFEFF')).toBe(DEFAULT_LABELS['error.plainText']);
    expect(textProblems({ phone_numbers: { mobile: '07700900982\uFEFF' } })).toHaveLength(1);
  });

  it('takes José with a combining accent, and a name with vowel signs, stored composed', () => {
    for (const n of ['Jose\u0301', 'प्रिया', 'সুমিত', 'கார்த்திக்', 'O’Brien-Núñez', "d'Artagnan"]) {
      expect(widget(name(NAME_MESSAGES.first), n)).toBeNull();
      expect(textProblems({ forenames: n })).toEqual([]);
    }
    // No mark without its letter: a name may not start with one, nor put one on a space or a hyphen.
    for (const n of ['\u0301Jose', 'Jo \u0301se', 'Jo-\u0301se']) expect(isValidName(n)).toBe(false);
  });

  it('takes the e-mail addresses people have: +tags, an apostrophe, letters of any script', () => {
    for (const address of ['zoe+quotes@example.co.uk', "o'brien@example.ie", 'josé@exämple.com', 'first.last@sub.example.com'])
      expect(isValidEmail(address)).toBe(true);
  });
});
