// The checker's properties (scripts/check-api-properties.ts, check-api-credit.ts): the sandbox holds
// them, and a sandbox broken for each one (its recall limit gone, its text rule gone, its monthly plan
// sold with no signed credit agreement) is reported under that name.
import { describe, expect, it } from 'vitest';
import { checkApi } from '../../../scripts/check-api';
import { PROPERTY } from '../../../scripts/check-api-properties';
import { CREDIT_PROPERTY } from '../../../scripts/check-api-credit';
import type { SandboxOptions } from '../../../demo/sandbox/app';
import { openApiDocument } from '../../../scripts/openapi';
import { removeDir, startSandbox } from '../sandbox/harness';

const document = openApiDocument('test');

/** A fresh sandbox per run: the recall burst spends this client's recall attempts. */
async function check(fetchImpl?: (input: string, init?: RequestInit) => Promise<Response>, options: Partial<SandboxOptions> = {}) {
  const app = await startSandbox(options);
  try {
    return await checkApi(app.base, { document, fetch: fetchImpl });
  } finally {
    await app.stop();
    removeDir(app.dataDir);
  }
}

/** An API without a recall limit: its 429s answered as the 404 of a wrong guess. */
const noRecallLimit = async (input: string, init?: RequestInit): Promise<Response> => {
  const response = await fetch(input, init);
  if (response.status !== 429) return response;
  return new Response(JSON.stringify({ code: 'not_found', message: 'No quote matches' }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });
};

/** An API without the text rule: it stores what it is sent, its 422 answered as the 200 of a save. */
const noTextRule = async (input: string, init?: RequestInit): Promise<Response> => {
  const response = await fetch(input, init);
  if (response.status !== 422) return response;
  return new Response(JSON.stringify({ proposal: JSON.parse(String(init?.body)) }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
};

describe('the checker’s properties', () => {
  it('hold against the sandbox, each named among the checks', async () => {
    const { checked, problems } = await check();
    expect(problems).toEqual([]);
    expect(checked).toEqual(expect.arrayContaining([PROPERTY.recallBurst, PROPERTY.badText]));
    expect(checked.filter((call) => call.startsWith(`${CREDIT_PROPERTY}: `))).toEqual([
      expect.stringContaining('createProposal'),
      expect.stringContaining('createQuote'),
      expect.stringContaining('payMonthly'),
      expect.stringMatching(/requestPayment .* expecting 409$/),
      expect.stringContaining('signAgreement'),
      expect.stringMatching(/requestPayment \(POST [^)]*\)$/),
    ]);
  }, 60_000);

  it('name "a monthly sale needs a signed agreement" against a sandbox without the rule, and nothing else', async () => {
    const { problems } = await check(undefined, { without: ['signed-agreement'] });
    // The two answers that should have been 409s, and the property itself.
    expect(problems.map((p) => p.call)).toEqual([
      `${CREDIT_PROPERTY}: requestPayment (POST /api/proposal/{uuid}/quote/payment) expecting 409`,
      `${CREDIT_PROPERTY}: acceptQuote (POST /api/proposal/{uuid}/quote/accept) expecting 409`,
      CREDIT_PROPERTY,
    ]);
    expect(problems.at(-1)!.errors).toEqual([
      'the deposit’s card page of a monthly plan opened with no signed credit agreement',
      'accept made a policy on credit that was never signed',
    ]);
  }, 60_000);

  it('name "a recall burst limited" against an API without a recall limit, and nothing else', async () => {
    const { problems } = await check(noRecallLimit);
    expect(problems.map((p) => p.call)).toEqual([PROPERTY.recallBurst]);
    expect(problems[0]!.errors.join('\n')).toMatch(/of 30 recall guesses sent at once were answered other than 429/);
  }, 60_000);

  it('name "bad text refused" against an API without the text rule, and nothing else', async () => {
    const { problems } = await check(noTextRule);
    expect(problems.map((p) => p.call)).toEqual([PROPERTY.badText]);
    expect(problems[0]!.errors.join('\n')).toContain('expected 422');
  }, 60_000);
});
