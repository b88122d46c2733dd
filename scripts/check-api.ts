// The API conformance checker: calls a running insurer API the way the widget does (a scripted
// proposal, its quote, add-ons, payment option, recall, and the error cases) and checks every answer
// against dist/openapi.json, reporting each broken field by its JSON path.
//
//   npx motor-quote-check-api https://api.insurer.example   (from the published package: dist/check-api.mjs)
//   npx tsx scripts/check-api-cli.ts https://api.insurer.example (from this repository)
// Either exits 1 when any answer breaks the contract.
//
// Answers are checked against the OpenAPI document, not the valibot schemas, so an insurer's team
// tests against exactly what they were given.
import Ajv2020 from 'ajv/dist/2020.js';
import { proposal } from '../tests/support/proposal';
import { checkTokenAfterSale } from './check-token-after-sale';
import { checkFloodProperties } from './check-api-flood';
import { checkProperties } from './check-api-properties';
import { checkSavedAnswers } from './check-api-saved-answers';
import { checkPriceBinding, type CallOptions } from './check-api-versions';
import { checkSale } from './check-api-sale';
import { checkCreditAgreement } from './check-api-credit';
import { checkHolderConsent } from './check-api-holder';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an insurer's JSON, read untyped on purpose: each check tests the fields it reads (docs/api-team.md)
type Json = Record<string, any>;
type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

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

/** Checks the API at `base`; `fetch` may be replaced (the tests corrupt an answer with it). */
export async function checkApi(base: string, options: { fetch?: FetchLike; document: Json }): Promise<CheckResult> {
  const doFetch = options.fetch ?? fetch;
  const document = options.document;
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
  const result: CheckResult = { checked: [], problems: [] };
  const tokens = new Map<string, string>();
  // Each proposal's version, learnt from the answers: every write sends it as If-Match, as the widget does.
  const versions = new Map<string, number>();
  let last: { status: number; json: Json | null } = { status: 0, json: null };

  const rebase = (schema: Json): Json => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));

  async function callApi(id: string, path: string, body?: unknown, opts: CallOptions = {}): Promise<Json | null> {
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
      response = await doFetch(`${base}${path}`, {
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

  // The look-ups and lists the details form makes.
  await callApi('status', '/json/status');
  await callApi('listAll', '/api/list');
  await callApi('listOne', '/api/list/insurer.person_title');
  await callApi('addressLookup', '/api/address?postcode=TA11AA');
  await callApi('vehicleSearch', '/api/vehicle/search?registration=AB12CDE');
  await callApi('manualVehicleSearch', '/api/vehicle/manual?manufacturer=Ford');
  await callApi('recaptcha', '/api/recaptcha', { response: 'sandbox-captcha.quote.0123456789abcdef' });
  // The sale's properties (check-api-sale.ts), before the recall burst spends this client's recall attempts.
  await checkSale({ base, call: callApi, last: () => last, fetch: doFetch, result });
  // Saved answers' link (check-api-saved-answers.ts): also before the recall burst, whose client count its wrong guess shares.
  await checkSavedAnswers({ base, call: callApi, last: () => last, fetch: doFetch, result });
  // A scripted proposal: the tests' own (tests/support/proposal.ts), a 37-year-old driver of a 2012 Ford Fiesta.
  const scripted = proposal();
  const created = await callApi('createProposal', '/api/proposal', scripted);
  const uuid: string | undefined = created?.proposal?.uuid;
  if (uuid) {
    const p = `/api/proposal/${uuid}`;
    await callApi('getProposal', p);
    const quoted = await callApi('createQuote', `${p}/quote`);
    await callApi('updateAddons', `${p}/addons`, { addons: [{ code: 'LE' }] });
    await callApi('updatePaymentOption', `${p}/payment-option`, {
      check: null,
      has_email_consent: false,
      is_pay_monthly: false,
      consent_to_auto_renew: true,
      risk: { vehicle: { registration: 'AB12CDE' }, userfields: { has_third_party_authority: false } },
    });
    await callApi('requestPayment', `${p}/quote/payment`, { return_url: `${base}/#/quote/thankyou?uuid=${uuid}` });
    const reference = quoted?.proposal?.quote?.reference;
    if (reference)
      await callApi('recallProposal', '/api/proposal/recall', {
        reference,
        postcode: (scripted.risk.proposer.address.postcode ?? '').replace(/\s/g, ''),
        dob: scripted.risk.proposer.date_of_birth,
      });
    // The error cases: no token, an unknown proposal, a body the contract refuses.
    await callApi('getProposal', p, undefined, { token: null, expect: 401 });
    await callApi('getProposal', '/api/proposal/00000000-0000-4000-8000-000000000000', undefined, { token: tokens.get(uuid), expect: 404 });
    await callApi('updateAddons', `${p}/addons`, { addons: 'not a list' }, { expect: 400 });
    const token = tokens.get(uuid);
    if (reference && token) {
      const properties = await checkProperties({
        base,
        fetch: doFetch,
        uuid,
        token,
        proposal: scripted,
        reference,
        version: versions.get(uuid),
      });
      result.checked.push(...properties.checked);
      result.problems.push(...properties.problems);
    }
  }
  await callApi(
    'recallProposal',
    '/api/proposal/recall',
    { reference: 'MQ-0000-0000', postcode: 'TA11AA', dob: '1980-01-01' },
    { expect: 404 },
  );
  await checkTokenAfterSale({ base, callApi, fetch: doFetch, tokens, proposal: proposal(), result });
  // The properties of a sale that can be trusted (docs/security.md): their own file.
  const deps = { base, call: callApi, last: () => last, versionOf: (id: string) => versions.get(id), fetch: doFetch, result };
  await checkPriceBinding(deps);
  // Paying monthly is credit (docs/product/regulation.md#the-credit-agreement): its own file.
  await checkCreditAgreement(deps);
  // Someone else's account (docs/product/regulation.md#when-someone-else-holds-the-account): its own file.
  await checkHolderConsent(deps);
  // Limits, recipients, hostile bodies and the card page's origins (check-api-flood.ts): last, as the flood spends this client's limits.
  await checkFloodProperties({
    base,
    fetch: doFetch,
    proposal,
    operations,
    returnUrl: (id) => `${base}/#/quote/thankyou?uuid=${id}`,
    result,
  });
  return result;
}
