// The OpenAPI document (scripts/openapi.ts) and the conformance checker (scripts/check-api.ts):
// the sandbox conforms, and a sandbox answering a malformed body is caught with the field named.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { checkApi } from '../../../scripts/check-api';
import { PROPERTIES } from '../../../scripts/check-api-versions';
import { openApiDocument } from '../../../scripts/openapi';
import { removeDir, startSandbox, type Running } from '../sandbox/harness';

// A sandbox per run: the checker's flood spends the client's limits for the window.
const app = {} as Running;
beforeEach(async () => {
  Object.assign(app, await startSandbox({ outbox: true }));
});
afterEach(async () => {
  await app.stop();
  removeDir(app.dataDir);
});
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
      // Every write names the version it was based on (docs/api-team.md#versions).
      const ifMatch = ((op as { parameters?: { name: string; in: string; required: boolean }[] }).parameters ?? []).find(
        (param) => param.in === 'header' && param.name === 'If-Match',
      );
      expect(ifMatch?.required, op.operationId).toBe('versioned' in call ? true : undefined);
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
  }, 120_000);

  it('fails against a sandbox answering a malformed body, naming the fields', async () => {
    // The scripted journey's quote only (the property checks quote proposals of their own).
    let corrupted = false;
    const corrupting = async (input: string, init?: RequestInit): Promise<Response> => {
      const response = await fetch(input, init);
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
  }, 120_000);

  it('names each broken property of a sandbox that ignores If-Match', async () => {
    // A broken API: every write is applied to the latest version, whatever version it names.
    const ignoringVersions = async (input: string, init?: RequestInit): Promise<Response> => {
      const headers = new Headers(init?.headers);
      const uuid = /\/api\/proposal\/([0-9a-f-]{36})/i.exec(input)?.[1];
      if (init?.method === 'POST' && uuid && headers.has('Authorization')) {
        const current = await fetch(`${app.base}/api/proposal/${uuid}`, { headers: { Authorization: headers.get('Authorization')! } });
        headers.set('If-Match', `"${(await current.json()).data.proposal.version}"`);
      }
      return fetch(input, { ...init, headers });
    };
    const { problems } = await checkApi(app.base, { document, fetch: ignoringVersions });
    const named = problems.map((problem) => problem.call);
    expect(named).toContain(PROPERTIES.staleWrite);
    expect(named).toContain(PROPERTIES.unversionedWrite);
    expect(named).not.toContain(PROPERTIES.paymentAfterPriceChange);
  }, 120_000);

  it('names a payment after a price change when the card page takes the new price instead of refusing', async () => {
    // A broken provider: a card page opened before the price moved is quietly re-priced and paid.
    const bearer = new Map<string, string>();
    const repricing = async (input: string, init?: RequestInit): Promise<Response> => {
      const headers = new Headers(init?.headers);
      const uuid = /\/api\/proposal\/([0-9a-f-]{36})/i.exec(input)?.[1];
      if (uuid && headers.has('Authorization')) bearer.set(uuid, headers.get('Authorization')!);
      const card = /\/sandbox\/pay\/([0-9a-f-]{36})\./i.exec(input)?.[1];
      if (!card || init?.method !== 'POST') return fetch(input, init);
      const auth = { Authorization: bearer.get(card)! };
      const current = await (await fetch(`${app.base}/api/proposal/${card}`, { headers: auth })).json();
      const fresh = await fetch(`${app.base}/api/proposal/${card}/quote/payment`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', 'If-Match': `"${current.data.proposal.version}"` },
        body: JSON.stringify({ return_url: 'https://brand.example/q' }),
      });
      return fetch((await fresh.json()).payment_url, init);
    };
    const { problems } = await checkApi(app.base, { document, fetch: repricing });
    const payment = problems.find((problem) => problem.call === PROPERTIES.paymentAfterPriceChange);
    expect(payment?.errors).toEqual([
      'the card page opened before the price changed took the payment',
      'accept made a policy at a price that was not paid',
    ]);
    expect(problems.map((problem) => problem.call)).not.toContain(PROPERTIES.staleWrite);
  }, 120_000);
});
