import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigSchema, DEEP_LINK_EXTRA_MAX_LENGTH, LABEL_MAX_LENGTH } from '../../../src/config/config-schema';
import { URL_MAX_LENGTH } from '../../../src/config/brand-schema';
import { DEFAULT_LABELS } from '../../../src/config/labels';
import { parseConfig } from '../../../src/config/parse-config';
import { anyValue, HOSTILE_HTML, jsonWithProto, PROTO_KEYS, prototypeIsClean, trickyString } from './hostile-values';

const LABEL = Object.keys(DEFAULT_LABELS)[0];
const DEFAULTS = parseConfig({}, () => undefined);

function read(raw: unknown) {
  const logs: string[] = [];
  const config = parseConfig(raw, (message) => logs.push(message));
  return { config, logs };
}

// A config shaped like the real one, each field hostile or not, plus stray keys.
const brand = fc.record(
  {
    name: fc.oneof(trickyString, anyValue),
    logoUrl: anyValue,
    faqUrl: trickyString,
    theme: fc.dictionary(trickyString, trickyString),
    openingHours: anyValue,
    documents: fc.dictionary(trickyString, anyValue),
  },
  { requiredKeys: [] },
);
const deepLink = fc.oneof(
  anyValue,
  fc.dictionary(fc.oneof(trickyString, fc.constantFrom('reference', 'postcode', 'dob', ...PROTO_KEYS)), fc.oneof(trickyString, anyValue)),
);
const configLike = fc.oneof(
  anyValue,
  fc.record(
    {
      brand: fc.oneof(brand, anyValue),
      deepLink,
      labels: fc.dictionary(fc.oneof(trickyString, fc.constantFrom(LABEL, ...PROTO_KEYS)), fc.oneof(trickyString, anyValue)),
      apiBase: trickyString,
      routing: anyValue,
      sessionTimeoutMinutes: anyValue,
      partner: anyValue,
      captcha: anyValue,
      nonce: trickyString,
      stray: anyValue,
    },
    { requiredKeys: [] },
  ),
  fc
    .constantFrom(
      '"brand": {"name": "X", "__proto__": {"polluted": 1}}',
      '"labels": {"__proto__": {"polluted": 1}}',
      '"deepLink": {"reference": "MQ-1", "postcode": "LS6 2AB", "dob": "1988-03-14", "__proto__": {"polluted": 1}}',
    )
    .map(jsonWithProto),
);

afterEach(() => expect(prototypeIsClean()).toBe(true));

describe('parseConfig, given anything', () => {
  it('never throws and always returns a complete config the schema itself accepts, reporting each problem on one clear line', () => {
    fc.assert(
      fc.property(configLike, (raw) => {
        const { config, logs } = read(raw);
        expect(v.safeParse(ConfigSchema, config).success).toBe(true);
        expect(prototypeIsClean()).toBe(true);
        for (const line of logs) expect(line).toMatch(/^MotorQuote config: .+\.$/s);
        // The deep link goes to the API whole: only short text may travel.
        for (const value of Object.values(config.deepLink ?? {}))
          expect(typeof value === 'string' && value.length <= DEEP_LINK_EXTRA_MAX_LENGTH).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('survives a config whose getters throw', () => {
    const hostile = Object.defineProperty({}, 'brand', {
      enumerable: true,
      get: () => {
        throw new Error('no');
      },
    });
    const { config, logs } = read(hostile);
    expect(config).toEqual(DEFAULTS);
    expect(logs).toEqual([expect.stringContaining('could not be read')]);
  });
});

describe('parseConfig, one message per bad field', () => {
  // [path, value, what the message must say]
  const BAD: [string[], unknown, RegExp][] = [
    [['brand', 'name'], 'J'.repeat(81), /at most 80 characters\. Using its default, "Juniper Car Insurance"\.$/],
    [
      ['brand', 'logoUrl'],
      'javascript:alert(1)',
      /must start with https:\/\/, http:\/\/ or \/ \(a path on this site\)\. It was left out\.$/,
    ],
    // Browsers read '//host' and '/\host' as another site, not a path of this one.
    [['brand', 'documents', 'terms'], '//evil.example/terms', /must start with https:\/\/, http:\/\/ or \/ \(a path on this site\)/],
    [
      ['brand', 'faqUrl'],
      `https://x.example/${'a'.repeat(URL_MAX_LENGTH)}`,
      new RegExp(`at most ${URL_MAX_LENGTH} characters\\. Using its default, "https://`),
    ],
    [['brand', 'contactUrl'], 'data:text/html,<script>alert(1)</script>', /must start with https:\/\//],
    [['brand', 'theme', '--mq-color-primary'], 'red /* x', /close every quote and bracket/],
    [
      ['apiBase'],
      `https://api.example/${'a'.repeat(URL_MAX_LENGTH)}`,
      new RegExp(`at most ${URL_MAX_LENGTH} characters\\. It was left out\\.$`),
    ],
    [['labels', LABEL], 'x'.repeat(LABEL_MAX_LENGTH + 1), new RegExp(`at most ${LABEL_MAX_LENGTH} characters\\. It was left out\\.$`)],
    [['routing'], 'history', /must be "hash" or "memory"\. Using its default, "hash"\.$/],
    [['deepLink', 'partner_ref'], 'x'.repeat(DEEP_LINK_EXTRA_MAX_LENGTH + 1), /at most 200 characters\. It was left out\.$/],
    [['captcha', 'scriptUrl'], 'javascript:alert(1)', /must start with https:\/\/ or \//],
    [['deviceRisk', 'scriptUrl'], '/\\evil.example/fp.js', /must start with https:\/\/ or \/ \(a path on this site\)/],
  ];

  function configWith(fields: typeof BAD) {
    const config: Record<string, unknown> = { deepLink: { reference: 'MQ-7KQ4-2P9D', postcode: 'LS6 2AB', dob: '1988-03-14' } };
    for (const [path, value] of fields) {
      let node = config;
      for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      node[path[path.length - 1]] = value;
    }
    return config;
  }

  it('names each bad field once, says what it should be and what is used instead', () => {
    fc.assert(
      fc.property(fc.subarray(BAD, { minLength: 1 }), (fields) => {
        const { config, logs } = read(configWith(fields));
        expect(logs).toHaveLength(fields.length);
        for (const [path, , says] of fields) {
          const line = logs.find((log) => log.includes(`"${path.join('.')}" is not valid`));
          expect(line, path.join('.')).toMatch(says);
        }
        if (fields.some(([path]) => path[1] === 'name')) expect(config.brand.name).toBe(DEFAULTS.brand.name);
        expect(config.deepLink?.reference).toBe('MQ-7KQ4-2P9D');
      }),
      { numRuns: 200 },
    );
  });

  it('reports and ignores unknown fields, at the top and inside brand, partner or a list row', () => {
    const known = new Set([...Object.keys(ConfigSchema.entries), 'name', 'days', 'hours', ...PROTO_KEYS]);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }).filter((key) => !known.has(key)),
        trickyString,
        fc.constantFrom('top', 'brand', 'partner', 'row'),
        (key, value, where) => {
          const raw =
            where === 'top'
              ? { [key]: value }
              : where === 'row'
                ? { brand: { openingHours: [{ days: 'Mon', hours: '9-5', [key]: value }] } }
                : { [where]: { [key]: value } };
          const { config, logs } = read(raw);
          const field = where === 'top' ? key : where === 'row' ? `brand.openingHours.0.${key}` : `${where}.${key}`;
          expect(logs).toEqual([expect.stringContaining(`unknown field "${field}" was ignored. Known fields`)]);
          expect(JSON.stringify(config)).not.toContain(JSON.stringify(key) + ':');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('drops __proto__, constructor and prototype keys anywhere, with a message, and pollutes nothing', () => {
    const { config, logs } = read(jsonWithProto('"brand": {"name": "Acme", "__proto__": {"polluted": 1}}, "labels": {"constructor": "x"}'));
    expect(config.brand.name).toBe('Acme');
    expect(prototypeIsClean()).toBe(true);
    expect(logs).toEqual([
      'MotorQuote config: a "__proto__" key was ignored: the config is read as plain data only.',
      'MotorQuote config: a "constructor" key was ignored: the config is read as plain data only.',
    ]);
  });

  it('keeps markup in the brand name and labels as literal text (React renders it as text, never as HTML)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HOSTILE_HTML), (html) => {
        const { config, logs } = read({ brand: { name: html.slice(0, 80) }, labels: { [LABEL]: html } });
        expect(logs).toEqual([]);
        expect(config.brand.name).toBe(html.slice(0, 80).trim());
        expect(config.labels[LABEL]).toBe(html);
      }),
    );
  });

  it('refuses every address scheme but http(s) and paths for the logo and links', () => {
    const scheme = fc.constantFrom(
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:x',
      'file:///etc/passwd',
      'https://x.example/"><script>',
      '\u0000javascript:x',
    );
    fc.assert(
      fc.property(scheme, fc.constantFrom('logoUrl', 'faqUrl', 'contactUrl'), (url, field) => {
        const { config, logs } = read({ brand: { [field]: url } });
        expect(config.brand[field as 'faqUrl']).toBe(DEFAULTS.brand[field as 'faqUrl']);
        expect(logs).toEqual([expect.stringContaining(`"brand.${field}" is not valid: brand.${field} must`)]);
      }),
    );
  });
});
