/**
 * Property: no body makes any call of the contract answer 5xx (docs/security.md#what-the-api-must-hold-to).
 * Every endpoint, called with its real proposal's token and version, gets bodies and queries made
 * from the contract's own schemas (schema-arbitrary.ts: right shapes, wrong types, unknown keys,
 * values nested thousands deep) and raw JSON texts; each answers below 500.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointDefinition, type EndpointKey } from '../../../src/contract/endpoints';
import { requestBodyOf } from '../../../src/contract/request-bodies';
import { proposal } from '../../support/proposal';
import { quoted } from './flow';
import { call, tokenFor, useSandbox, versionFor } from './harness';
import { arbitraryOf, deep, nestedJson, toJson, wrong } from './schema-arbitrary';

const app = useSandbox();
const KEYS = Object.keys(ENDPOINTS) as EndpointKey[];

/** Raw texts: JSON of any shape, not JSON at all, and deep nesting a recursive parser or walk would die on. */
const raw = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.constantFrom('{', '[]', 'null', '"x"', '{"uuid":', '\u0000', '{"__proto__":{"polluted":1}}'),
  fc.constantFrom(40, 5_000, 20_000).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.constantFrom(40, 5_000, 20_000).map((depth) => nestedJson(depth)),
);

/** A body each call takes, for the proposal `uuid`: the fuzz changes one of its leaves or adds a key. */
const validBody = (key: EndpointKey, uuid: string): Record<string, unknown> => {
  const bodies: Partial<Record<EndpointKey, Record<string, unknown>>> = {
    createProposal: proposal(),
    updateProposal: proposal(),
    recallProposal: { reference: 'MQ-1234-5678', postcode: 'TA1 1AA', dob: '1980-01-01' },
    updatePaymentOption: {
      check: null,
      has_email_consent: false,
      is_pay_monthly: false,
      consent_to_auto_renew: true,
      risk: { vehicle: { registration: 'AB12CDE' }, userfields: { has_third_party_authority: false } },
    },
    updateAddons: { addons: [{ code: 'LE' }] },
    requestPayment: { return_url: 'https://brand.example/q' },
    confirmDetails: {
      risk: {
        vehicle: { registration: 'AB12CDE' },
        proposer: { email_address: 'a@example.com', phone_numbers: { mobile: '07700900123' } },
      },
      consent_to_auto_renew: true,
    },
    updateStartDate: { uuid, start_date: '2030-01-01' },
    deviceRisk: { blackbox: 'x', consent_to_auto_renew: true },
    recaptcha: { response: 'x' },
    vehicleRegistrationLookup: { registration: 'AB12CDE' },
  };
  return bodies[key] ?? { uuid };
};

/** Every path to a leaf of a JSON value. */
const leaves = (value: unknown, path: string[] = []): string[][] =>
  value !== null && typeof value === 'object' && Object.keys(value).length > 0
    ? Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))
    : [path];

/** The body with the leaf at `path` replaced. */
function replaced(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let holder: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  if (path.length > 0) holder[path.at(-1)!] = value;
  return copy;
}

const queryString = (query: unknown): string =>
  query !== null && typeof query === 'object'
    ? `?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')])).toString()}`
    : '';

describe('no body makes a call of the contract answer 5xx', () => {
  it('holds for every endpoint, over bodies and queries from its schemas and raw JSON', async () => {
    const { uuid } = await quoted(app.base, proposal());
    // Each endpoint in turn, so every one meets its share of bodies.
    for (const key of KEYS) {
      const endpoint: EndpointDefinition = ENDPOINTS[key];
      const schema = requestBodyOf(key);
      const valid = validBody(key, uuid);
      const body = schema
        ? fc.oneof(
            { arbitrary: arbitraryOf(schema).map(toJson), weight: 3 },
            {
              arbitrary: fc
                .tuple(fc.string({ maxLength: 8 }), fc.oneof(wrong, deep))
                .map(([extra, value]) => toJson({ ...valid, [extra]: value })),
              weight: 3,
            },
            {
              arbitrary: fc.tuple(fc.constantFrom(...leaves(valid)), wrong).map(([path, value]) => toJson(replaced(valid, path, value))),
              weight: 2,
            },
            { arbitrary: raw, weight: 1 },
          )
        : fc.constantFrom('', '{}');
      const query = endpoint.query ? arbitraryOf(endpoint.query) : fc.constant(null);
      await fc.assert(
        fc.asyncProperty(body, query, async (payload, search) => {
          const path = endpoint.path.replace('{uuid}', uuid).replace('{name}', 'insurer.person_title');
          const target = `${path}${endpoint.method === 'GET' ? queryString(search) : ''}`;
          const answer = await call(app.base, endpoint.method, target, endpoint.method === 'GET' ? undefined : payload, {
            token: tokenFor(uuid),
            version: versionFor(uuid) ?? 1,
            headers: endpoint.method === 'GET' ? {} : { 'Content-Type': 'application/json' },
          });
          expect(answer.status, `${key} ${target} ${payload.slice(0, 200)}`).toBeLessThan(500);
        }),
        { numRuns: 15 },
      );
    }
  }, 180_000);
});

describe('a recall with an extra key nested 5,000 deep', () => {
  // A sandbox of its own: the fuzz above spends this client's recall failures (20 in 15 minutes), after
  // which every recall meets 429, whatever its body.
  const fresh = useSandbox();

  it('answers 400, not 500', async () => {
    const res = await call(
      fresh.base,
      'POST',
      '/api/proposal/recall',
      `{"reference":"MQ-1234-5678","postcode":"TA1 1AA","dob":"1980-01-01","partner":${nestedJson(5_000)}}`,
      { headers: { 'Content-Type': 'application/json' } },
    );
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'invalid_request' });
  });

  it('within the depth allowed, answers as if the extra key were not there', async () => {
    const res = await call(fresh.base, 'POST', '/api/proposal/recall', {
      reference: 'MQ-1234-5678',
      postcode: 'TA1 1AA',
      dob: '1980-01-01',
      partner: JSON.parse(nestedJson(20, '"x\u202e"')),
    });
    expect(res.status).toBe(404);
  });
});
