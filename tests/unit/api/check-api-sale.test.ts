// The checker's sale properties (scripts/check-api-sale.ts) hold against the sandbox, each named.
import { describe, expect, it } from 'vitest';
import { checkApi } from '../../../scripts/check-api';
import { SALE_PROPERTY } from '../../../scripts/check-api-sale';
import { openApiDocument } from '../../../scripts/openapi';
import { useSandbox } from '../sandbox/harness';

/** An API whose recall of a bought policy answers a token: its receipt swapped for an opened quote. */
const recallOpensSale = async (input: string, init?: RequestInit): Promise<Response> => {
  const response = await fetch(input, init);
  if (!input.endsWith('/api/proposal/recall') || response.status !== 200) return response;
  const json = (await response.json()) as { receipt?: unknown };
  if (!json.receipt) return Response.json(json);
  return Response.json({ ...json, access_token: 'T'.repeat(43) });
};

// Each run in a sandbox of its own: a checker run ends with its flood, which spends this client's limits.
describe('the checker’s sale properties', () => {
  const app = useSandbox({ outbox: true });
  it('hold against the sandbox, each named among the checks', async () => {
    const { checked, problems } = await checkApi(app.base, { document: openApiDocument('test') });
    expect(problems).toEqual([]);
    expect(checked).toEqual(expect.arrayContaining(Object.values(SALE_PROPERTY)));
  }, 150_000);
});

describe('the checker against a recall that reopens a sale', () => {
  const app = useSandbox({ outbox: true });
  it('names "recall after sale closed" against an API whose recall of a bought policy hands out a token', async () => {
    const { problems } = await checkApi(app.base, { document: openApiDocument('test'), fetch: recallOpensSale });
    const named = problems.filter((p) => p.call.includes(SALE_PROPERTY.recallClosed));
    expect(named.map((p) => p.errors.join())).toEqual(expect.arrayContaining([expect.stringContaining('handed out an access token')]));
    expect(problems.filter((p) => !p.call.includes(SALE_PROPERTY.recallClosed))).toEqual([]);
  }, 150_000);
});
