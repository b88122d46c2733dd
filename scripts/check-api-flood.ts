// The conformance checker's properties for limits, recipients, hostile bodies and the card page's
// origins (docs/security.md#what-the-api-must-hold-to), called last from check-api.ts (the flood
// spends this client's limits), each reported under its own name:
//   return origins checked: a return_url on an origin nobody registered is refused (422), and the
//     card page never names it in frame-ancestors or form-action;
//   no 5xx under fuzz: every call of the document, sent hostile bodies (nested 5,000 deep, unknown
//     keys, wrong types, broken JSON), answers below 500;
//   one cap per mailbox: spellings of one address (case, a trailing dot, +tags) share one quote
//     e-mail limit;
//   limits hold under a flood: a flood of junk recall references from one client leaves its limit
//     in force, and creating proposals meets a 429. Bounded (FLOOD_RECALLS + FLOOD_PROPOSALS
//     requests), and run only against a loopback address: never a flood at a shared API.
import type { CheckResult, FetchLike, Json, Operations } from './check-api-call';

export const FLOOD_PROPERTY = {
  returnOrigins: 'return origins checked',
  fuzz: 'no 5xx under fuzz',
  mailbox: 'one cap per mailbox',
  flood: 'limits hold under a flood',
} as const;
export type FloodCheck = keyof typeof FLOOD_PROPERTY;
export const FLOOD_CHECKS = Object.keys(FLOOD_PROPERTY) as FloodCheck[];

/** Junk recall references sent by the flood, in batches of FLOOD_BATCH. */
export const FLOOD_RECALLS = 400;
/** Of them, at most this many may be answered other than 429 or 503 (the sandbox answers 20). */
const FLOOD_MAX_ANSWERED = 50;
/** Proposals the flood creates at most before it must meet a 429 (the sandbox allows 100 in 10 minutes). */
export const FLOOD_PROPOSALS = 250;
const FLOOD_BATCH = 50;
/** Quote e-mails asked for across the spellings of one mailbox; at most MAILBOX_MAX_SENT may be sent (the sandbox sends 5). */
const MAILBOX_SENDS_PER_SPELLING = 3;
const MAILBOX_MAX_SENT = 10;
/**
 * One mailbox in seven spellings, on example.com (reserved, never delivered: the checker mails no
 * one). Gmail's dots and googlemail.com alias are tested in this repository, not against an API.
 */
const SPELLINGS = [
  'mq-check@example.com',
  'MQ-Check@example.com',
  'mq-check+1@example.com',
  'mq-check@EXAMPLE.COM.',
  'Mq-Check+quotes@Example.com',
  'mq-check+2@example.com.',
  'MQ-CHECK@EXAMPLE.COM',
];
const UNREGISTERED = 'https://evil.example';

export interface FloodInput {
  base: string;
  fetch: FetchLike;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the scripted proposal, sent as JSON
  proposal: () => Record<string, any>;
  /** The document's operations by operationId: the fuzz calls each. */
  operations: Operations;
  /** A return_url on an origin registered for the brand: the scripted journey's. */
  returnUrl: (uuid: string) => string;
  result: CheckResult;
}

interface Answer {
  status: number;
  json: Json | null;
  headers: Headers;
}

async function send(
  input: FloodInput,
  method: string,
  path: string,
  body?: string,
  auth: { token?: string; version?: number } = {},
): Promise<Answer> {
  const res = await input.fetch(`${input.base}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(auth.token ? { Authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.version ? { 'If-Match': `"${auth.version}"` } : {}),
    },
    body,
  });
  const text = await res.text();
  let json: Json | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    // A page or an empty body: the status is what is checked.
  }
  return { status: res.status, json, headers: res.headers };
}

/** A proposal of the scripted journey, created and quoted: its uuid, token, version and reference. */
async function quotedProposal(input: FloodInput, change: (p: Json) => void = () => {}) {
  const proposal = input.proposal();
  change(proposal);
  const created = await send(input, 'POST', '/api/proposal', JSON.stringify(proposal));
  const uuid: string | undefined = created.json?.proposal?.uuid;
  const token: string | undefined = created.json?.access_token;
  if (created.status !== 200 || !uuid || !token) throw new Error(`creating a proposal answered ${created.status}`);
  const quoted = await send(input, 'POST', `/api/proposal/${uuid}/quote`, undefined, { token, version: created.json?.proposal?.version });
  if (quoted.status !== 200) throw new Error(`quoting a proposal answered ${quoted.status}`);
  return {
    uuid,
    token,
    version: quoted.json?.proposal?.version as number | undefined,
    reference: quoted.json?.proposal?.quote?.reference as string,
  };
}

async function returnOrigins(input: FloodInput): Promise<string[]> {
  const { uuid, token, version } = await quotedProposal(input);
  const pay = (returnUrl: string) =>
    send(input, 'POST', `/api/proposal/${uuid}/quote/payment`, JSON.stringify({ return_url: returnUrl }), { token, version });
  const errors: string[] = [];
  const evil = await pay(`${UNREGISTERED}/pay`);
  if (evil.status !== 422) errors.push(`a return_url on ${UNREGISTERED} was answered ${evil.status}, expected 422`);
  // A registered return page naming an unregistered widget page: the card page must not let it frame or receive.
  const registered = new URL(input.returnUrl(uuid));
  registered.searchParams.set('mq_origin', UNREGISTERED);
  const named = await pay(registered.href);
  const pages = [evil, named].map((answer) => answer.json?.payment_url).filter((url): url is string => typeof url === 'string');
  for (const url of pages) {
    const page = await input.fetch(url);
    await page.text();
    const csp = page.headers.get('content-security-policy') ?? '';
    if (/frame-ancestors[^;]*evil\.example/.test(csp)) errors.push(`the card page may be framed by ${UNREGISTERED}: ${csp}`);
    if (/form-action[^;]*evil\.example/.test(csp)) errors.push(`the card page's form may post to ${UNREGISTERED}`);
  }
  return errors;
}

/** Bodies no client of the contract sends: each must be refused (4xx), never fail the API (5xx). */
function hostileBodies(uuid: string): [string, string][] {
  const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  return [
    [
      'an extra key nested 5,000 deep',
      `{"uuid":"${uuid}","reference":"MQ-0000-0000","postcode":"TA11AA","dob":"1980-01-01","x":${deep(5_000)}}`,
    ],
    ['an array nested 20,000 deep', '['.repeat(20_000) + ']'.repeat(20_000)],
    ['wrong types everywhere', JSON.stringify({ uuid: 1, risk: [], addons: 'x', return_url: {}, reference: null, dob: true })],
    ['prototype keys', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'],
    ['a text of 200,000 characters', JSON.stringify({ uuid, reference: 'x'.repeat(200_000) })],
    ['broken JSON', '{"uuid":'],
  ];
}

async function fuzz(input: FloodInput): Promise<string[]> {
  const { uuid, token, version } = await quotedProposal(input);
  const errors: string[] = [];
  for (const [id, { path, method }] of input.operations) {
    const target = path.replace('{uuid}', uuid).replace('{name}', 'insurer.person_title');
    const bodies: [string, string | undefined][] = method === 'GET' ? [['no body', undefined]] : hostileBodies(uuid);
    for (const [name, body] of bodies) {
      const query =
        method === 'GET' ? `?uuid=${uuid}&postcode=${'%7B'.repeat(2_000)}&registration=__proto__&manufacturer=${'a'.repeat(5_000)}` : '';
      const answer = await send(input, method, `${target}${query}`, body, { token, version });
      if (answer.status >= 500) errors.push(`${id} answered ${answer.status} to ${name}`);
    }
  }
  return errors;
}

async function mailbox(input: FloodInput): Promise<string[]> {
  let sent = 0;
  for (const address of SPELLINGS) {
    const { uuid, token } = await quotedProposal(input, (p) => (p.risk.proposer.email_address = address));
    for (let i = 0; i < MAILBOX_SENDS_PER_SPELLING; i += 1) {
      const answer = await send(input, 'POST', `/api/proposal/${uuid}/send-quote-email`, JSON.stringify({ uuid }), { token });
      if (answer.status === 200) sent += 1;
    }
  }
  const asked = SPELLINGS.length * MAILBOX_SENDS_PER_SPELLING;
  return sent > MAILBOX_MAX_SENT
    ? [`${sent} of ${asked} quote e-mails to one mailbox in ${SPELLINGS.length} spellings were sent (at most ${MAILBOX_MAX_SENT} may be)`]
    : [];
}

const isLoopback = (base: string): boolean => {
  const host = new URL(base).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
};

const refused = (status: number): boolean => status === 429 || status === 503;

async function flood(input: FloodInput): Promise<string[]> {
  const { reference } = await quotedProposal(input);
  const errors: string[] = [];
  const postcode = String(input.proposal().risk?.proposer?.address?.postcode ?? '');
  const recall = (ref: string, dob = '1901-01-01') =>
    send(input, 'POST', '/api/proposal/recall', JSON.stringify({ reference: ref, postcode, dob }));
  let answered = 0;
  for (let start = 0; start < FLOOD_RECALLS; start += FLOOD_BATCH) {
    const batch = Array.from({ length: FLOOD_BATCH }, (_, i) => `MQ-${String(9_000_000 + start + i).replace(/^(\d{4})/, '$1-')}`);
    const answers = await Promise.all(batch.map((ref) => recall(ref)));
    answered += answers.filter((a) => !refused(a.status)).length;
  }
  if (answered > FLOOD_MAX_ANSWERED)
    errors.push(
      `${answered} of ${FLOOD_RECALLS} junk recall references from one client were answered other than 429 or 503 (at most ${FLOOD_MAX_ANSWERED} may be)`,
    );
  const after = await Promise.all(Array.from({ length: 5 }, () => recall(reference)));
  if (after.some((a) => !refused(a.status)))
    errors.push(
      `after the flood, guesses at a real reference were answered ${after.map((a) => a.status).join(', ')}: the limit forgot this client`,
    );
  if (after.some((a) => refused(a.status) && !/^\d+$/.test(a.headers.get('retry-after') ?? '')))
    errors.push('a 429 or 503 without Retry-After seconds');
  // Creating proposals needs no token: one client must meet a limit well before FLOOD_PROPOSALS.
  const body = JSON.stringify(input.proposal());
  let limited: Answer | undefined;
  for (let made = 0; made < FLOOD_PROPOSALS && !limited; made += FLOOD_BATCH) {
    const answers = await Promise.all(Array.from({ length: FLOOD_BATCH }, () => send(input, 'POST', '/api/proposal', body)));
    limited = answers.find((a) => refused(a.status));
  }
  if (!limited) errors.push(`${FLOOD_PROPOSALS} proposals created from one client, none refused with 429`);
  else if (!/^\d+$/.test(limited.headers.get('retry-after') ?? '')) errors.push('a 429 on creating a proposal without Retry-After seconds');
  return errors;
}

/** Runs each property of `which` (default: all); a property that does not hold is a problem under its name. */
export async function checkFloodProperties(input: FloodInput, which: readonly FloodCheck[] = FLOOD_CHECKS): Promise<void> {
  const run = async (name: string, check: (input: FloodInput) => Promise<string[]>) => {
    input.result.checked.push(name);
    try {
      const errors = await check(input);
      if (errors.length > 0) input.result.problems.push({ call: name, status: 0, errors });
    } catch (error) {
      input.result.problems.push({ call: name, status: 0, errors: [`no answer: ${(error as Error).message}`] });
    }
  };
  if (which.includes('returnOrigins')) await run(FLOOD_PROPERTY.returnOrigins, returnOrigins);
  if (which.includes('fuzz')) await run(FLOOD_PROPERTY.fuzz, fuzz);
  if (which.includes('mailbox')) await run(FLOOD_PROPERTY.mailbox, mailbox);
  // Last: it spends this client's limits. A shared API is never flooded: only a local instance.
  if (!which.includes('flood')) return;
  if (isLoopback(input.base)) await run(FLOOD_PROPERTY.flood, flood);
  else
    input.result.checked.push(
      `${FLOOD_PROPERTY.flood} (not run: the checker floods only a loopback address; run it against a local instance)`,
    );
}
