// The checker's "recall after sale closed" (scripts/check-api-sale.ts) against an API whose recall of
// a bought policy hands out a token: the sale's checks alone, on a sandbox of their own (that the
// sandbox holds them is check-api.test.ts's whole run).
import { describe, expect, it } from 'vitest';
import { SALE_PROPERTY } from '../../../scripts/check-api-sale';
import { checkFresh } from './check-fresh';
/** An API whose recall of a bought policy answers a token: its receipt swapped for an opened quote. */
const recallOpensSale = async (input: string, init?: RequestInit): Promise<Response> => {
  const response = await fetch(input, init);
  if (!input.endsWith('/api/proposal/recall') || response.status !== 200) return response;
  const json = (await response.json()) as { receipt?: unknown };
  if (!json.receipt) return Response.json(json);
  return Response.json({ ...json, access_token: 'T'.repeat(43) });
};

describe('the checker against a recall that reopens a sale', () => {
  it('names "recall after sale closed" against an API whose recall of a bought policy hands out a token', async () => {
    const { problems } = await checkFresh(['sale'], recallOpensSale);
    const named = problems.filter((p) => p.call.includes(SALE_PROPERTY.recallClosed));
    expect(named.map((p) => p.errors.join())).toEqual(expect.arrayContaining([expect.stringContaining('handed out an access token')]));
    expect(problems.filter((p) => !p.call.includes(SALE_PROPERTY.recallClosed))).toEqual([]);
  }, 150_000);
});
