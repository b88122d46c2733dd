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
import { createCaller, PAY_IN_FULL, type CheckResult, type FetchLike, type Json } from './check-api-call';
import { proposal } from './scripted-proposal';
import { checkTokenAfterSale } from './check-token-after-sale';
import { checkFloodProperties, FLOOD_CHECKS } from './check-api-flood';
import { checkProperties } from './check-api-properties';
import { checkSavedAnswers } from './check-api-saved-answers';
import { checkPriceBinding } from './check-api-versions';
import { checkSale } from './check-api-sale';
import { checkCreditAgreement } from './check-api-credit';
import { checkHolderConsent } from './check-api-holder';

/**
 * The checks of a run. `journey` is the scripted journey's calls and their error cases;
 * `properties` (a recall burst, bad text) runs on the journey's quoted proposal, so it makes the
 * journey's calls too; the flood file's four properties are each a check of their own.
 */
export const CHECKS = [
  'journey',
  'sale',
  'savedAnswers',
  'properties',
  'tokenAfterSale',
  'priceBinding',
  'credit',
  'holder',
  ...FLOOD_CHECKS,
] as const;
export type CheckName = (typeof CHECKS)[number];

export interface CheckOptions {
  /** Replaces fetch (the tests corrupt an answer with it). */
  fetch?: FetchLike;
  /** The OpenAPI document the answers are checked against (dist/openapi.json). */
  document: Json;
  /**
   * The checks to run (default: all): a test of one property against an API broken for it runs
   * that property's check alone, not the whole run.
   */
  only?: readonly CheckName[];
}

/** Checks the API at `base` against `document`. */
export async function checkApi(base: string, options: CheckOptions): Promise<CheckResult> {
  const doFetch = options.fetch ?? fetch;
  const runs = (name: CheckName): boolean => !options.only || options.only.includes(name);
  const result: CheckResult = { checked: [], problems: [] };
  const deps = createCaller(base, doFetch, options.document, result);
  const { call: callApi, tokens, versionOf } = deps;

  if (runs('journey')) {
    // The look-ups and lists the details form makes.
    await callApi('status', '/json/status');
    await callApi('listAll', '/api/list');
    await callApi('listOne', '/api/list/insurer.person_title');
    await callApi('addressLookup', '/api/address?postcode=TA11AA');
    await callApi('vehicleSearch', '/api/vehicle/search?registration=AB12CDE');
    await callApi('manualVehicleSearch', '/api/vehicle/manual?manufacturer=Ford');
    await callApi('recaptcha', '/api/recaptcha', { response: 'sandbox-captcha.quote.0123456789abcdef' });
  }
  // The sale's properties (check-api-sale.ts), before the recall burst spends this client's recall attempts.
  if (runs('sale')) await checkSale(deps);
  // Saved answers' link (check-api-saved-answers.ts): also before the recall burst, whose client count its wrong guess shares.
  if (runs('savedAnswers')) await checkSavedAnswers(deps);
  if (runs('journey') || runs('properties')) {
    // A scripted proposal (scripts/scripted-proposal.ts), a 37-year-old driver of a 2012 Ford Fiesta.
    const scripted = proposal();
    const created = await callApi('createProposal', '/api/proposal', scripted);
    const uuid: string | undefined = created?.proposal?.uuid;
    if (uuid) {
      const p = `/api/proposal/${uuid}`;
      await callApi('getProposal', p);
      const quoted = await callApi('createQuote', `${p}/quote`);
      await callApi('updateAddons', `${p}/addons`, { addons: [{ code: 'LE' }] });
      await callApi('updatePaymentOption', `${p}/payment-option`, PAY_IN_FULL);
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
      await callApi('getProposal', '/api/proposal/00000000-0000-4000-8000-000000000000', undefined, {
        token: tokens.get(uuid),
        expect: 404,
      });
      await callApi('updateAddons', `${p}/addons`, { addons: 'not a list' }, { expect: 400 });
      const token = tokens.get(uuid);
      if (reference && token && runs('properties')) {
        const properties = await checkProperties({
          base,
          fetch: doFetch,
          uuid,
          token,
          proposal: scripted,
          reference,
          version: versionOf(uuid),
        });
        result.checked.push(...properties.checked);
        result.problems.push(...properties.problems);
      }
    }
  }
  if (runs('journey'))
    await callApi(
      'recallProposal',
      '/api/proposal/recall',
      { reference: 'MQ-0000-0000', postcode: 'TA11AA', dob: '1980-01-01' },
      { expect: 404 },
    );
  if (runs('tokenAfterSale')) await checkTokenAfterSale({ base, callApi, fetch: doFetch, tokens, proposal: proposal(), result });
  // The properties of a sale that can be trusted (docs/security.md): their own file.
  if (runs('priceBinding')) await checkPriceBinding(deps);
  // Paying monthly is credit (docs/product/regulation.md#the-credit-agreement): its own file.
  if (runs('credit')) await checkCreditAgreement(deps);
  // Someone else's account (docs/product/regulation.md#when-someone-else-holds-the-account): its own file.
  if (runs('holder')) await checkHolderConsent(deps);
  // Limits, recipients, hostile bodies and the card page's origins (check-api-flood.ts): last, as the flood spends this client's limits.
  const flood = FLOOD_CHECKS.filter(runs);
  if (flood.length > 0)
    await checkFloodProperties(
      { base, fetch: doFetch, proposal, operations: deps.operations, returnUrl: (id) => `${base}/#/quote/thankyou?uuid=${id}`, result },
      flood,
    );
  return result;
}
