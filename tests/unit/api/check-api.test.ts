// The OpenAPI document (scripts/openapi.ts) and the conformance checker (scripts/check-api.ts):
// the sandbox conforms (one whole run, read by every test of what it holds: the journey's answers,
// the sale's properties, the other properties), and an API broken for a property is caught by that
// property's check, run alone against a sandbox of its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { CheckResult } from '../../../scripts/check-api-call';
import { CREDIT_PROPERTY } from '../../../scripts/check-api-credit';
import { FLOOD_PROPERTY } from '../../../scripts/check-api-flood';
import { HOLDER_PROPERTY } from '../../../scripts/check-api-holder';
import { PROPERTY } from '../../../scripts/check-api-properties';
import { SALE_PROPERTY } from '../../../scripts/check-api-sale';
import { PROPERTIES } from '../../../scripts/check-api-versions';
import { checkFresh, document } from './check-fresh';

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

describe('the conformance checker against the sandbox', () => {
  // One whole run: every test below reads it (the flood at its end spends the client's limits, so
  // a test that runs the checker again starts a sandbox of its own).
  let run: CheckResult;
  beforeAll(async () => {
    run = await checkFresh(undefined);
  }, 180_000);

  it('passes: every answer of the scripted journey and its error cases conforms', () => {
    expect(run.problems).toEqual([]);
    expect(run.checked.length).toBeGreaterThanOrEqual(18);
  });

  it('holds the sale’s properties, each named among the checks', () => {
    expect(run.checked).toEqual(expect.arrayContaining(Object.values(SALE_PROPERTY)));
  });

  it('holds the other properties, each named among the checks, the monthly sale’s calls in order', () => {
    expect(run.checked).toEqual(expect.arrayContaining([PROPERTY.recallBurst, PROPERTY.badText, ...Object.values(FLOOD_PROPERTY)]));
    expect(run.checked.filter((call) => call.startsWith(`${CREDIT_PROPERTY}: `))).toEqual([
      expect.stringContaining('createProposal'),
      expect.stringContaining('createQuote'),
      expect.stringContaining('payMonthly'),
      expect.stringMatching(/requestPayment .* expecting 409$/),
      expect.stringContaining('signAgreement'),
      expect.stringMatching(/requestPayment \(POST [^)]*\)$/),
    ]);
    expect(run.checked.filter((call) => call.startsWith(`${HOLDER_PROPERTY}: `))).toEqual([
      expect.stringContaining('createProposal'),
      expect.stringContaining('createQuote'),
      expect.stringContaining('payMonthly'),
      expect.stringContaining('signAgreement'),
      expect.stringMatching(/requestPayment .* expecting 409$/),
    ]);
  });
});

describe('the conformance checker against a broken API', () => {
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
    const { problems } = await checkFresh(['journey'], corrupting);
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
        const current = await fetch(`${new URL(input).origin}/api/proposal/${uuid}`, {
          headers: { Authorization: headers.get('Authorization')! },
        });
        headers.set('If-Match', `"${(await current.json()).data.proposal.version}"`);
      }
      return fetch(input, { ...init, headers });
    };
    const { problems } = await checkFresh(['priceBinding'], ignoringVersions);
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
      const { origin } = new URL(input);
      const current = await (await fetch(`${origin}/api/proposal/${card}`, { headers: auth })).json();
      const fresh = await fetch(`${origin}/api/proposal/${card}/quote/payment`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', 'If-Match': `"${current.data.proposal.version}"` },
        body: JSON.stringify({ return_url: 'https://brand.example/q' }),
      });
      return fetch((await fresh.json()).payment_url, init);
    };
    const { problems } = await checkFresh(['priceBinding'], repricing);
    const payment = problems.find((problem) => problem.call === PROPERTIES.paymentAfterPriceChange);
    expect(payment?.errors).toEqual([
      'the card page opened before the price changed took the payment',
      'accept made a policy at a price that was not paid',
    ]);
    expect(problems.map((problem) => problem.call)).not.toContain(PROPERTIES.staleWrite);
  }, 120_000);
});
