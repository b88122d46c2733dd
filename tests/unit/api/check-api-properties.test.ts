// The checker's properties (scripts/check-api-properties.ts, check-api-flood.ts, check-api-credit.ts,
// check-api-holder.ts): that the sandbox holds them is check-api.test.ts's whole run; a sandbox broken for each one (its recall limit gone, its text rule gone,
// its limits forgetting under a flood, one cap per spelling, a 500 for a deep body, any return origin
// taken, its monthly plan sold with no signed credit agreement) is reported under that name.
import { describe, expect, it } from 'vitest';
import { FLOOD_PROPERTY } from '../../../scripts/check-api-flood';
import { PROPERTY } from '../../../scripts/check-api-properties';
import { CREDIT_PROPERTY } from '../../../scripts/check-api-credit';
import { HOLDER_PROPERTY } from '../../../scripts/check-api-holder';
import { checkFresh } from './check-fresh';

/** An API without a recall limit: its 429s answered as the 404 of a wrong guess. */
const noRecallLimit = async (input: string, init?: RequestInit): Promise<Response> => {
  const response = await fetch(input, init);
  if (response.status !== 429) return response;
  return new Response(JSON.stringify({ code: 'not_found', message: 'No quote matches' }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });
};

/** An API without the text rule: it stores what it is sent, its 422 to a proposal's save answered as the 200 of a save. */
const noTextRule = async (input: string, init?: RequestInit): Promise<Response> => {
  const response = await fetch(input, init);
  if (response.status !== 422 || !/\/api\/proposal\/[0-9a-f-]{36}$/.test(new URL(input).pathname)) return response;
  return new Response(JSON.stringify({ proposal: JSON.parse(String(init?.body)) }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
};

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * An API whose limits forget under a flood: once a client has sent 100 recalls, the next are
 * evaluated again (its counters evicted), and creating proposals has no limit.
 */
function forgetfulLimits() {
  let recalls = 0;
  return async (input: string, init?: RequestInit): Promise<Response> => {
    const { pathname } = new URL(input);
    const response = await fetch(input, init);
    if (pathname === '/api/proposal/recall' && (recalls += 1) > 100 && response.status === 429)
      return json(404, { code: 'not_found', message: 'No quote matches' });
    if (pathname === '/api/proposal' && response.status === 429) return json(200, { proposal: {}, access_token: 'x' });
    return response;
  };
}

/** An API that counts e-mails per spelling, not per mailbox: past the first spelling's cap, it sends again. */
const capPerSpelling = async (input: string, init?: RequestInit): Promise<Response> => {
  const response = await fetch(input, init);
  return /\/send-quote-email$/.test(new URL(input).pathname) && response.status === 429 ? json(200, { success: true }) : response;
};

/** An API that walks a body's unknown keys recursively: a body nested thousands deep overflows its stack (500). */
const walksDeepBodies = async (input: string, init?: RequestInit): Promise<Response> =>
  typeof init?.body === 'string' && init.body.includes('{"a":{"a":{"a":{"a":')
    ? json(500, { code: 'internal_error', message: 'Maximum call stack size exceeded' })
    : fetch(input, init);

/** An API that takes any return_url: an unregistered one is answered as a registered one would be. */
const anyReturnOrigin = async (input: string, init?: RequestInit): Promise<Response> => {
  if (!/\/quote\/payment$/.test(new URL(input).pathname) || typeof init?.body !== 'string') return fetch(input, init);
  if (!init.body.includes('"return_url":"https://evil.example/')) return fetch(input, init);
  // Made on a registered page, then handed back as if it were evil.example's: its card page is framed by evil.example.
  const page = `${new URL(input).origin}/#/quote/thankyou?mq_origin=${encodeURIComponent('https://evil.example')}`;
  const response = await fetch(input, { ...init, body: JSON.stringify({ return_url: page }) });
  const body = await response.json();
  return json(response.status, body);
};

/** The card page of an API that takes any return origin names it in its CSP. */
const namesAnyOrigin = async (input: string, init?: RequestInit): Promise<Response> => {
  const response = await anyReturnOrigin(input, init);
  if (!/\/sandbox\/pay\//.test(new URL(input).pathname)) return response;
  const csp = `${response.headers.get('content-security-policy') ?? ''}; frame-ancestors https://evil.example`;
  return new Response(await response.text(), { status: response.status, headers: { 'Content-Security-Policy': csp } });
};

/** An API whose text rule refuses line breaks only (sent as JSON's "\\r\\n"): a name of invisible characters is stored. */
const invisibleTaken = async (input: string, init?: RequestInit): Promise<Response> => {
  const response = await fetch(input, init);
  if (response.status !== 422 || !/\/api\/proposal\/[0-9a-f-]{36}$/.test(new URL(input).pathname) || String(init?.body).includes('\\r\\n'))
    return response;
  return new Response(JSON.stringify({ proposal: JSON.parse(String(init?.body)) }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
};

describe('the checker’s properties', () => {
  it('name "a monthly sale needs a signed agreement" against a sandbox without the rule, and nothing else', async () => {
    const { problems } = await checkFresh(['credit'], undefined, { without: ['signed-agreement'] });
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
  }, 120_000);

  it('name "a sale from someone else’s account needs the holder’s signature" against a sandbox without the rule, and nothing else', async () => {
    const { problems } = await checkFresh(['holder'], undefined, { without: ['holder-consent'] });
    expect(problems.map((p) => p.call)).toEqual([
      `${HOLDER_PROPERTY}: requestPayment (POST /api/proposal/{uuid}/quote/payment) expecting 409`,
      `${HOLDER_PROPERTY}: acceptQuote (POST /api/proposal/{uuid}/quote/accept) expecting 409`,
      HOLDER_PROPERTY,
    ]);
    expect(problems.at(-1)!.errors).toEqual([
      'the deposit’s card page opened for someone else’s account that its holder never agreed to',
      'accept made a policy on a Direct Debit its account holder never signed',
    ]);
  }, 120_000);

  it('name "a recall burst limited" and "limits hold under a flood" against an API without a recall limit, and nothing else', async () => {
    const { problems } = await checkFresh(['properties', 'flood'], noRecallLimit);
    expect(problems.map((p) => p.call)).toEqual([PROPERTY.recallBurst, FLOOD_PROPERTY.flood]);
    expect(problems[0]!.errors.join('\n')).toMatch(/of 30 recall guesses sent at once were answered other than 429/);
  }, 120_000);

  it('name "bad text refused" against an API without the text rule, and nothing else', async () => {
    const { problems } = await checkFresh(['properties'], noTextRule);
    expect(problems.map((p) => p.call)).toEqual([PROPERTY.badText]);
    expect(problems[0]!.errors.join('\n')).toContain('expected 422');
  }, 120_000);

  it('name "limits hold under a flood" against an API whose limits forget under a flood, and nothing else', async () => {
    const { problems } = await checkFresh(['flood'], forgetfulLimits());
    expect(problems.map((p) => p.call)).toEqual([FLOOD_PROPERTY.flood]);
    const errors = problems[0]!.errors.join('\n');
    expect(errors).toMatch(/junk recall references from one client were answered other than 429 or 503/);
    expect(errors).toMatch(/proposals created from one client, none refused with 429/);
  }, 120_000);

  it('name "one cap per mailbox" against an API that counts spellings, and nothing else', async () => {
    const { problems } = await checkFresh(['mailbox'], capPerSpelling);
    expect(problems.map((p) => p.call)).toEqual([FLOOD_PROPERTY.mailbox]);
    expect(problems[0]!.errors.join('\n')).toMatch(/quote e-mails to one mailbox in 7 spellings were sent \(at most 10 may be\)/);
  }, 120_000);

  it('name "no 5xx under fuzz" against an API that fails on a deep body, and nothing else', async () => {
    const { problems } = await checkFresh(['fuzz'], walksDeepBodies);
    expect(problems.map((p) => p.call)).toEqual([FLOOD_PROPERTY.fuzz]);
    expect(problems[0]!.errors.join('\n')).toContain('recallProposal answered 500 to an extra key nested 5,000 deep');
  }, 120_000);

  it('name "return origins checked" against an API that takes any return origin, and nothing else', async () => {
    const { problems } = await checkFresh(['returnOrigins'], namesAnyOrigin);
    expect(problems.map((p) => p.call)).toEqual([FLOOD_PROPERTY.returnOrigins]);
    const errors = problems[0]!.errors.join('\n');
    expect(errors).toContain('a return_url on https://evil.example was answered 200, expected 422');
    expect(errors).toContain('the card page may be framed by https://evil.example');
  }, 120_000);

  it('name "bad text refused" against an API that refuses line breaks but stores invisible names', async () => {
    const { problems } = await checkFresh(['properties'], invisibleTaken);
    expect(problems.map((p) => p.call)).toEqual([PROPERTY.badText]);
    expect(problems[0]!.errors).toEqual([
      'a surname with only invisible Hangul fillers was answered 200, expected 422',
      'a surname with a zero-width space was answered 200, expected 422',
    ]);
  }, 120_000);
});
