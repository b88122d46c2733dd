import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { ErrorBodySchema } from '../../../src/contract/responses';
import { describeIssues } from '../../../src/api/issues';
import { proposalBody, quoteBody } from '../api/fixtures';
import { anyValue, prototypeIsClean } from './hostile-values';

type Path = (string | number)[];

/** Every path to a value inside a JSON-like body, the body itself included. */
function paths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return [prefix, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...prefix, Array.isArray(value) ? Number(key) : key]))];
}

/** A copy of a valid body with one value, anywhere in it, replaced. */
function replaced(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string | number, unknown>;
  copy[path[0]] = replaced(copy[path[0]], path.slice(1), value);
  return copy;
}

const proposal = () => ({ ...proposalBody(), quote: quoteBody() });
// Valid answers to start from, so the hostile value lands deep inside an otherwise good body.
const VALID: Partial<Record<keyof typeof ENDPOINTS, () => unknown>> = {
  getProposal: () => ({ data: { proposal: proposal() } }),
  createQuote: () => ({ proposal: proposal() }),
  recallProposal: () => ({ proposal: proposal(), quote: quoteBody(), access_token: 'proposal-access-token-0123456789abcdef' }),
  createProposal: () => ({ proposal: proposal(), access_token: 'proposal-access-token-0123456789abcdef' }),
  requestPayment: () => ({ payment_url: 'https://pay.example/session/1' }),
};

const mutated = (make: () => unknown) => {
  const body = make();
  return fc.tuple(fc.constantFrom(...paths(body)), anyValue).map(([path, value]) => replaced(body, path, value));
};

function expectIssuesOrOutput(schema: v.GenericSchema, body: unknown) {
  const result = v.safeParse(schema, body);
  if (!result.success) {
    expect(result.issues.every((issue) => typeof issue.message === 'string' && issue.message.length > 0)).toBe(true);
    // What the client logs about a malformed answer must be buildable from any issue list.
    const described = describeIssues(result.issues);
    expect(typeof described.detail).toBe('string');
  }
  expect(prototypeIsClean()).toBe(true);
}

describe('the contract schemas, given any answer', () => {
  it('the valid samples are valid (so the mutations below start from a real answer)', () => {
    for (const [key, make] of Object.entries(VALID)) {
      expect(v.safeParse(ENDPOINTS[key as keyof typeof ENDPOINTS].response, make()).success, key).toBe(true);
    }
  });

  it.each(Object.entries(ENDPOINTS))('%s response never throws', (key, definition) => {
    const make = VALID[key as keyof typeof ENDPOINTS];
    const body = make ? fc.oneof(anyValue, mutated(make), mutated(make)) : anyValue;
    fc.assert(
      fc.property(body, (value) => expectIssuesOrOutput(definition.response, value)),
      { numRuns: make ? 300 : 100 },
    );
  });

  it('an error body never throws and a __proto__ key in it pollutes nothing', () => {
    const hostile = fc.constantFrom(
      '{"__proto__":{"polluted":1},"code":"x"}',
      '{"code":"x","errors":[{"__proto__":{"polluted":1},"path":"a","message":"b"}]}',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          anyValue,
          hostile.map((text) => JSON.parse(text) as unknown),
        ),
        (value) => expectIssuesOrOutput(ErrorBodySchema, value),
      ),
      { numRuns: 200 },
    );
  });
});
