// The checker's saved-answers properties (scripts/check-api-saved-answers.ts): the sandbox holds
// them, and a sandbox broken for each one (its link opening twice, after the week, for any date of
// birth, or holding her e-mail address) is reported under that name, and only that one.
import { describe, expect, it } from 'vitest';
import { SAVED_PROPERTY, checkSavedAnswers } from '../../../scripts/check-api-saved-answers';
import type { CheckResult } from '../../../scripts/check-api-call';
import type { SandboxOptions } from '../../../demo/sandbox/app';
import { removeDir, startSandbox } from '../sandbox/harness';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The properties against a fresh sandbox, with a plain `call` (the shapes are check-api.test.ts's). */
async function check(options: Partial<SandboxOptions> = {}, fetchImpl: FetchLike = fetch): Promise<CheckResult> {
  const app = await startSandbox({ outbox: true, ...options });
  const result: CheckResult = { checked: [], problems: [] };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON, as the checker reads it
  let last: { status: number; json: any } = { status: 0, json: null };
  try {
    await checkSavedAnswers({
      base: app.base,
      fetch: fetchImpl,
      result,
      last: () => last,
      call: async (id, path, body, opts = {}) => {
        const res = await fetchImpl(`${app.base}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        last = { status: res.status, json: await res.json() };
        const expected = opts.expect ?? 200;
        if (res.status !== expected)
          result.problems.push({
            call: `${opts.property}: ${id}`,
            status: res.status,
            errors: [`status ${res.status}, expected ${expected}`],
          });
        return res.status === 200 ? last.json : null;
      },
    });
    return result;
  } finally {
    await app.stop();
    removeDir(app.dataDir);
  }
}

/** An API whose e-mailed link carries her address: the outbox shows it with ?email= added. */
const leakyLink: FetchLike = async (input, init) => {
  const response = await fetch(input, init);
  if (!input.endsWith('/sandbox/outbox')) return response;
  const html = (await response.text()).replace(/(To (\S+) [\s\S]*?resume\?code=[\w-]+)/g, '$1&email=$2');
  return new Response(html, { status: response.status });
};

const named = (result: CheckResult) => [...new Set(result.problems.map((p) => p.call.split(':')[0]))];

describe('the checker’s saved-answers properties', () => {
  it('hold against the sandbox, each named among the checks', async () => {
    const result = await check();
    expect(result.problems).toEqual([]);
    expect(result.checked).toEqual(Object.values(SAVED_PROPERTY));
  });

  it.each([
    ['saved-answers-single-use', SAVED_PROPERTY.singleUse],
    ['saved-answers-expiry', SAVED_PROPERTY.expiry],
    ['saved-answers-identity', SAVED_PROPERTY.identity],
  ] as const)('name a sandbox without the rule %s under "%s" only', async (rule, property) => {
    expect(named(await check({ without: [rule] }))).toEqual([property]);
  });

  it('name a link that holds her e-mail address', async () => {
    const result = await check({}, leakyLink);
    expect(named(result)).toEqual([SAVED_PROPERTY.opaque]);
    expect(result.problems[0]!.errors[0]).toMatch(/^the link holds saved\./);
  });
});
