// The OpenAPI document (scripts/openapi.ts) and the conformance checker (scripts/check-api.ts):
// the sandbox conforms, and a sandbox answering a malformed body is caught with the field named.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/api/contract/endpoints';
import { checkApi } from '../../../scripts/check-api';
import { openApiDocument } from '../../../scripts/openapi';
import { useSandbox } from '../sandbox/harness';

const app = useSandbox();
const document = openApiDocument('test');

describe('dist/openapi.json', () => {
  it('documents every call of the contract, with the bearer token on each call marked auth', () => {
    const operations = Object.entries(
      document.paths as Record<string, Record<string, { operationId: string; security?: unknown }>>,
    ).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), ...op })));
    expect(operations.map((op) => op.operationId).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const op of operations) {
      const call = ENDPOINTS[op.operationId as keyof typeof ENDPOINTS];
      expect({ path: op.path, method: op.method }).toEqual({ path: call.path, method: call.method });
      expect(op.security, op.operationId).toEqual('auth' in call ? [{ proposalToken: [] }] : undefined);
    }
    expect(document.openapi).toBe('3.1.0');
    expect((document.components as { securitySchemes: unknown }).securitySchemes).toEqual({
      proposalToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
  });
});

describe('the conformance checker', () => {
  it('passes against the sandbox: every answer of the scripted journey and its error cases conforms', async () => {
    const { checked, problems } = await checkApi(app.base, { document });
    expect(problems).toEqual([]);
    expect(checked.length).toBeGreaterThanOrEqual(18);
  }, 60_000);

  it('fails against a sandbox answering a malformed body, naming the fields', async () => {
    let corrupted = false;
    const corrupting = async (input: string, init?: RequestInit): Promise<Response> => {
      const response = await fetch(input, init);
      // The first quote only: later checks (a token dead after the sale) quote again.
      if (corrupted || !/\/quote$/.test(new URL(input).pathname) || response.status !== 200) return response;
      corrupted = true;
      const json = await response.json();
      json.proposal.quote.premium = 'six hundred pounds';
      delete json.proposal.quote.reference;
      return new Response(JSON.stringify(json), { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const { problems } = await checkApi(app.base, { document, fetch: corrupting });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.call).toContain('createQuote');
    const errors = problems[0]!.errors.join('\n');
    expect(errors).toContain('/proposal/quote/premium');
    expect(errors).toMatch(/\/proposal\/quote must have required property 'reference'/);
  }, 60_000);
});
