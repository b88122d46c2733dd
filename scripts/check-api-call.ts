// The conformance checker's bottom: what every check shares (the result, the call to the API that
// checks each answer against dist/openapi.json, the test card and the pay-in-full body). It imports
// no check, so each check (check-api-*.ts) and the runner (check-api.ts) import it, never each other.
import Ajv2020 from 'ajv/dist/2020.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an insurer's JSON, read untyped on purpose: each check tests the fields it reads (docs/api-team.md)
export type Json = Record<string, any>;
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** One answer that breaks the contract: which call, what status, and each broken field. */
export interface Problem {
  call: string;
  status: number;
  errors: string[];
}

export interface CheckResult {
  /** Calls made and checked, in order. */
  checked: string[];
  problems: Problem[];
}

export interface CallOptions {
  token?: string | null;
  expect?: number;
  /** The If-Match version to send; default: the last one answered for the proposal; null sends none. */
  version?: number | null;
  /** The property a call checks: its problems are reported under this name. */
  property?: string;
}

/** A call of the document by its operationId: answers the body of a 200, else null (each problem added to the result). */
export type Call = (id: string, path: string, body?: unknown, opts?: CallOptions) => Promise<Json | null>;

export interface PropertyCheckDeps {
  base: string;
  call: Call;
  /** The status and body of the last call. */
  last: () => { status: number; json: Json | null };
  versionOf: (uuid: string) => number | undefined;
  fetch: FetchLike;
  result: CheckResult;
}

export type Operations = ReadonlyMap<string, { path: string; method: string; op: Json }>;

/** What a check run shares: the calls, the tokens and versions they learnt, the document's operations. */
export interface Caller extends PropertyCheckDeps {
  tokens: ReadonlyMap<string, string>;
  operations: Operations;
}

/** The card every payment provider's test mode takes (docs/testing.md). */
export const TEST_CARD = { card_number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'J Driver' };

/** Pays on the provider's card page with the test card, as its form posts: answers the page's status, or 0 without an answer. */
export const payByTestCard = (fetch: FetchLike, paymentUrl: string): Promise<number> =>
  fetch(paymentUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(TEST_CARD).toString(),
    redirect: 'manual',
  })
    .then(async (res) => {
      await res.text();
      return res.status;
    })
    .catch(() => 0);

/** The payment option the scripted journey chooses: paid in full, renewing. */
export const PAY_IN_FULL = {
  check: null,
  has_email_consent: false,
  is_pay_monthly: false,
  consent_to_auto_renew: true,
  risk: { vehicle: { registration: 'AB12CDE' }, userfields: { has_third_party_authority: false } },
};

/** The calls of `document` against `base`, each answer checked against its schema into `result`. */
export function createCaller(base: string, fetch: FetchLike, document: Json, result: CheckResult): Caller {
  // strict: false: the converter writes keywords ajv does not know as annotations (e.g. default on a $ref sibling).
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  // The formats the converter writes (valibot's isoDate, url, email), checked as the widget reads them.
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)));
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
  ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
  const operations = new Map<string, { path: string; method: string; op: Json }>();
  for (const [path, methods] of Object.entries(document.paths as Json)) {
    for (const [method, op] of Object.entries(methods as Json)) operations.set(op.operationId, { path, method: method.toUpperCase(), op });
  }
  const tokens = new Map<string, string>();
  // Each proposal's version, learnt from the answers: every write sends it as If-Match, as the widget does.
  const versions = new Map<string, number>();
  let last: { status: number; json: Json | null } = { status: 0, json: null };

  const rebase = (schema: Json): Json => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));

  async function call(id: string, path: string, body?: unknown, opts: CallOptions = {}): Promise<Json | null> {
    last = { status: 0, json: null };
    const operation = operations.get(id);
    if (!operation) {
      result.problems.push({ call: id, status: 0, errors: [`the document has no call ${id}`] });
      return null;
    }
    const uuid = /\/api\/proposal\/([0-9a-f-]{36})/i.exec(path)?.[1] ?? (body as { uuid?: string } | undefined)?.uuid;
    const token = opts.token === undefined ? (uuid ? tokens.get(uuid) : undefined) : opts.token;
    const writes = ((operation.op.parameters ?? []) as Json[]).some((param) => param.in === 'header' && param.name === 'If-Match');
    const version = opts.version === undefined ? (writes && uuid ? versions.get(uuid) : undefined) : opts.version;
    const label = `${opts.property ? `${opts.property}: ` : ''}${id} (${operation.method} ${path.replace(/[0-9a-f-]{36}/gi, '{uuid}')})${opts.expect && opts.expect !== 200 ? ` expecting ${opts.expect}` : ''}`;
    result.checked.push(label);
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: operation.method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(version ? { 'If-Match': `"${version}"` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      result.problems.push({ call: label, status: 0, errors: [`no answer: ${(error as Error).message}`] });
      return null;
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      result.problems.push({ call: label, status: response.status, errors: ['the body is not JSON'] });
      return null;
    }
    const expected = opts.expect ?? 200;
    if (response.status !== expected) {
      result.problems.push({
        call: label,
        status: response.status,
        errors: [`status ${response.status}, expected ${expected}: ${text.slice(0, 300)}`],
      });
    }
    const responses = operation.op.responses as Json;
    const documented = responses[String(response.status)] ?? responses.default;
    const schema = documented?.content?.['application/json']?.schema;
    if (schema) {
      const validate = ajv.compile(rebase(schema));
      if (!validate(json)) {
        result.problems.push({
          call: label,
          status: response.status,
          errors: (validate.errors ?? []).map(
            (error) =>
              `${error.instancePath || '(the body)'} ${error.message}${error.params && 'allowedValues' in error.params ? `: ${JSON.stringify(error.params.allowedValues)}` : ''}`,
          ),
        });
      }
    }
    const answer = json as Json;
    last = { status: response.status, json: answer };
    const holder = answer?.proposal ?? answer?.data?.proposal ?? answer?.data;
    const holderUuid = typeof holder?.uuid === 'string' ? holder.uuid : uuid;
    if (response.status === 200 && holderUuid && typeof holder?.version === 'number') versions.set(holderUuid, holder.version);
    if (typeof answer?.access_token === 'string' && typeof answer?.proposal?.uuid === 'string')
      tokens.set(answer.proposal.uuid, answer.access_token);
    return response.status === 200 ? answer : null;
  }

  return { base, call, last: () => last, versionOf: (uuid) => versions.get(uuid), fetch, result, tokens, operations };
}
