/**
 * The core set, run in every engine: the whole card journey and the whole Direct Debit journey from
 * an empty form, recall of a saved quote, and quote creation answering 500. Each engine's test file
 * only says which engine.
 */
import { describe, expect, it } from 'vitest';
import { injectFault } from '../support/faults';
import { createQuotedProposal, realisticProposal } from '../support/quote';
import { fillDetailsForm, payByCard, quoteToSummary, recall, setUpDirectDebit, thankYou } from '../user/journeys';
import { useEngine, type EngineSetup } from './harness';

const JOURNEY_MS = 240_000;

export function defineCoreJourneys(setup: EngineSetup, only: Array<'card' | 'direct-debit' | 'recall' | 'fault'> = ['card', 'direct-debit', 'recall', 'fault']) {
  const engine = useEngine(setup);
  const test = (name: 'card' | 'direct-debit' | 'recall' | 'fault', title: string, fn: () => Promise<void>) => (only.includes(name) ? it(title, fn, JOURNEY_MS) : undefined);

  describe(`core journeys (${setup})`, () => {
    test('card', 'an empty form to the thank-you page, paying in full by card', async () => {
      const u = await engine.user();
      await fillDetailsForm(u, engine.origin());
      await quoteToSummary(u, { monthly: false });
      await payByCard(u);
      await thankYou(u);
    });

    test('direct-debit', 'an empty form to the thank-you page, paying monthly by Direct Debit', async () => {
      const u = await engine.user();
      await fillDetailsForm(u, engine.origin());
      await quoteToSummary(u, { monthly: true });
      await setUpDirectDebit(u);
      await u.text(/The deposit for your monthly plan/);
      await payByCard(u);
      await thankYou(u);
    });

    test('recall', 'a saved quote opens at its price from its reference, postcode and date of birth', async () => {
      const { uuid, proposal } = await createQuotedProposal(engine.origin());
      const u = await engine.user();
      await recall(u, engine.origin(), { reference: proposal.quote.reference, postcode: proposal.risk.proposer.address.postcode!, dob: proposal.risk.proposer.date_of_birth! });
      expect(await u.hash(/^#\/quote\/payment-option\?uuid=/)).toBe(`#/quote/payment-option?uuid=${uuid}`);
      await u.heading('Your car insurance quote');
    });

    test('fault', 'quote creation answering 500 shows the Exception screen, with a way back', async () => {
      const u = await engine.user();
      await injectFault(engine.origin(), { endpoint: 'createQuote', status: 500, times: 1 });
      // The whole form is the card journey's; here the draft is put in storage at step 7, as the
      // widget keeps it, so the test is about the fault.
      await u.open(`${engine.origin()}/blank.html`);
      await u.run(seedStorage, { draft: realisticProposal(), place: { current: 7, furthest: 7, captchaVerified: true } });
      await u.open(`${engine.origin()}/#/quote/create`);
      await u.click('Get my quote');
      await u.heading('We’re experiencing a technical issue', 30_000);
      expect(await u.hash(/^#\/error\/exception/)).toMatch(/^#\/error\/exception/);
      await u.see({ by: 'button', name: 'Start a quote' });
    });
  });
}

/** Runs in the page: the draft and the form's place as the widget keeps them (see support/faults.ts seedDraft). */
function seedStorage({ draft, place }: { draft: unknown; place: object }) {
  sessionStorage.clear();
  sessionStorage.setItem('motor-quote:motor-quote:proposal', JSON.stringify({ state: { draft, raw: {}, vehicleMissing: [] }, version: 1 }));
  sessionStorage.setItem('motor-quote:motor-quote:details-form', JSON.stringify({ state: { ...place, touched: {}, attempted: {}, driverEdit: null }, version: 0 }));
}
