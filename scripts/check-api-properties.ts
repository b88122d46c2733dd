// Properties the conformance checker holds an insurer's API to beyond the shape of its answers
// (docs/security.md), each reported under its own name:
//   a recall burst limited: guesses sent at once meet the recall limit (429), none answered 200;
//   bad text refused: a name with a line break, a link and a right-to-left override, a name of invisible
//   Hangul fillers only and a name with a zero-width space are each not stored (422).
import type { FetchLike, Json, Problem } from './check-api-call';

export const PROPERTY = {
  recallBurst: 'a recall burst limited',
  badText: 'bad text refused',
} as const;

/** Guesses sent at once: far past any sensible per-reference limit (the sandbox allows 5). */
const BURST = 30;
/** Of the burst, at most this many may be answered other than 429 (docs/api-team.md#the-contract-as-openapi-and-a-conformance-checker: 10 at most). */
const BURST_MAX_ANSWERED = 10;

export interface PropertyInput {
  base: string;
  fetch: FetchLike;
  /** A proposal of the scripted journey, quoted, with its access token. */
  uuid: string;
  token: string;
  proposal: Json;
  reference: string;
  /** The proposal's current version, sent as If-Match so the write meets the text rule, not the version rule. */
  version?: number;
}

const post = (input: PropertyInput, path: string, body: unknown, token?: string, version?: number) =>
  input.fetch(`${input.base}${path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(version ? { 'If-Match': `"${version}"` } : {}),
    },
    body: JSON.stringify(body),
  });

/** A burst of wrong dates of birth for a real reference, sent at once. */
async function recallBurst(input: PropertyInput): Promise<string[]> {
  const postcode = String(input.proposal.risk?.proposer?.address?.postcode ?? '').replace(/\s/g, '');
  const guesses = Array.from({ length: BURST }, (_, i) => `19${String(10 + i).padStart(2, '0')}-02-0${(i % 9) + 1}`);
  const answers = await Promise.all(
    guesses.map((dob) =>
      post(input, '/api/proposal/recall', { reference: input.reference, postcode, dob }).then(async (res) => {
        await res.text();
        return { status: res.status, retryAfter: res.headers.get('retry-after') };
      }),
    ),
  );
  const errors: string[] = [];
  const answered = answers.filter((a) => a.status !== 429).length;
  if (answered > BURST_MAX_ANSWERED)
    errors.push(`${answered} of ${BURST} recall guesses sent at once were answered other than 429 (at most ${BURST_MAX_ANSWERED} may be)`);
  if (answers.some((a) => a.status === 200)) errors.push('a wrong date of birth was answered 200');
  if (answers.some((a) => a.status === 429 && !/^\d+$/.test(a.retryAfter ?? ''))) errors.push('a 429 without Retry-After seconds');
  return errors;
}

/** Surnames no API may store, each with what it holds (docs/security.md). */
const BAD_SURNAMES: [string, string][] = [
  ['a line break and a right-to-left override', 'Hart\r\nVisit https://evil.example/login \u202Efdp.exe'],
  ['only invisible Hangul fillers', '\u3164\uFFA0'],
  ['a zero-width space', 'Ha\u200Brt'],
];

/** The scripted proposal again, once with each bad surname. */
async function badText(input: PropertyInput): Promise<string[]> {
  const errors: string[] = [];
  for (const [holding, surname] of BAD_SURNAMES) {
    const spoilt = structuredClone(input.proposal);
    spoilt.risk.proposer.name.surname = surname;
    const res = await post(input, `/api/proposal/${input.uuid}`, spoilt, input.token, input.version);
    const text = await res.text();
    if (res.status !== 422) errors.push(`a surname with ${holding} was answered ${res.status}, expected 422`);
    else if (!text.includes('risk.proposer.name.surname'))
      errors.push(`the 422 to a surname with ${holding} does not name risk.proposer.name.surname in errors[]`);
  }
  return errors;
}

/** Runs each property; answers the names checked and a problem for each that does not hold. */
export async function checkProperties(input: PropertyInput): Promise<{ checked: string[]; problems: Problem[] }> {
  const problems: Problem[] = [];
  const run = async (name: string, check: (input: PropertyInput) => Promise<string[]>) => {
    try {
      const errors = await check(input);
      if (errors.length > 0) problems.push({ call: name, status: 0, errors });
    } catch (error) {
      problems.push({ call: name, status: 0, errors: [`no answer: ${(error as Error).message}`] });
    }
  };
  // Bad text first: the burst leaves this client near its recall limit.
  await run(PROPERTY.badText, badText);
  await run(PROPERTY.recallBurst, recallBurst);
  return { checked: Object.values(PROPERTY), problems };
}
