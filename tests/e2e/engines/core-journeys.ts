/**
 * The core set, run in every engine: the whole card journey and the whole Direct Debit journey from
 * an empty form, recall of a saved quote, quote creation answering 500, and the modal dialogs (the
 * browser's own <dialog>, whose top layer, inertness and close requests differ by engine). Each
 * engine's test file only says which engine.
 */
import { describe, expect, it } from 'vitest';
import { injectFault } from '../support/faults';
import { createQuotedProposal, realisticProposal } from '../support/quote';
import type { DialogsState } from '../user/in-page';
import { fillDetailsForm, payByCard, quoteToSummary, recall, setUpDirectDebit, signCreditAgreement, thankYou } from '../user/journeys';
import type { Delivery, User } from '../user/user';
import { useEngine, type EngineSetup } from './harness';

const JOURNEY_MS = 240_000;

type Journey = 'card' | 'direct-debit' | 'recall' | 'fault' | 'dialog';

export function defineCoreJourneys(setup: EngineSetup, only: Journey[] = ['card', 'direct-debit', 'recall', 'fault', 'dialog']) {
  const engine = useEngine(setup);
  const test = (name: Journey, title: string, fn: () => Promise<void>) => (only.includes(name) ? it(title, fn, JOURNEY_MS) : undefined);

  describe(`core journeys (${setup})`, () => {
    test('card', 'an empty form to the thank-you page, paying in full by card', async () =>
      payingByCard(await engine.user(), engine.origin()),
    );
    test('direct-debit', 'an empty form to the thank-you page, paying monthly by Direct Debit', async () =>
      payingByDirectDebit(await engine.user(), engine.origin()),
    );

    test('recall', 'a saved quote opens at its price from its reference, postcode and date of birth', async () => {
      const { uuid, proposal } = await createQuotedProposal(engine.origin());
      const u = await engine.user();
      await recall(u, engine.origin(), {
        reference: proposal.quote.reference,
        postcode: proposal.risk.proposer.address.postcode!,
        dob: proposal.risk.proposer.date_of_birth!,
      });
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

    test(
      'dialog',
      'modal dialogs are the widget’s own top layer: the page inert and still behind them, Escape for the innermost only, Please wait for none',
      async () => {
        const u = await engine.user();
        const claimTitle = 'Add a claim, accident or loss';
        await u.open(`${engine.origin()}/blank.html`);
        await u.run(seedStorage, { draft: realisticProposal(), place: { current: 4, furthest: 7, captchaVerified: true } });
        await u.open(`${engine.origin()}/#/quote/create`);
        const driving = u.within('#mq-step-4-panel');
        await driving.see({ by: 'group', name: 'Have you had any claims, accidents or losses in the last 5 years?' });
        await driving.yes('Have you had any claims, accidents or losses in the last 5 years?', true);
        const pageStyle = (await u.dialogs()).htmlStyle;
        await driving.click('Add a claim');
        const claim = u.inDialog(claimTitle);
        await claim.heading(claimTitle);
        const opened = await u.dialogs();
        expect(opened.open).toEqual([{ name: claimTitle, modal: true, inShadowRoot: true, backdrop: opened.themedBackdrop }]);
        expect(opened).toMatchObject({ focusIn: claimTitle, pageCovered: true, behindTakesFocus: false, pageOverflow: 'hidden' });

        // Tab goes round inside: never to the page behind, nor to the browser's toolbar.
        for (let press = 0; press < opened.tabStops + 2; press += 1) {
          await u.key('Tab');
          expect((await u.dialogs()).focusIn, `Tab ${press + 1} of ${opened.tabStops + 2}`).toBe(claimTitle);
        }

        // The calendar inside it is a modal of its own, above it; Escape closes the calendar alone.
        await claim.click(/^Choose date/);
        const calendarTitle = 'When did it happen?';
        await u.inDialog(calendarTitle).see({ by: 'button', name: 'Ok' });
        const both = await u.dialogs();
        expect(both.open.map(({ name, modal }) => ({ name, modal }))).toEqual([
          { name: claimTitle, modal: true },
          { name: calendarTitle, modal: true },
        ]);
        expect(both).toMatchObject({ focusIn: calendarTitle, behindTakesFocus: false });
        await u.key('Escape');
        const backInClaim = (state: DialogsState) =>
          state.open.length === 1 && state.focusIn === claimTitle && /^Choose date/.test(state.focused);
        await u.until('the calendar to close, focus back on its button in the claim form', () => u.dialogs(), backInClaim);
        // A click outside the calendar (its transparent backdrop) closes it alone too.
        await claim.click(/^Choose date/);
        await u.inDialog(calendarTitle).see({ by: 'button', name: 'Ok' });
        await u.driver.click(5, 5);
        await u.until('a click outside to close the calendar, focus back on its button', () => u.dialogs(), backInClaim);
        await u.key('Escape');
        await u.until(
          'the claim form to close, focus back on Add a claim',
          () => u.dialogs(),
          (state) => state.open.length === 0 && state.focused === 'Add a claim',
        );
        const closed = await u.dialogs();
        expect(closed.htmlStyle, 'the host page’s <html> style as it was').toBe(pageStyle);
        expect(closed.pageOverflow).not.toBe('hidden');

        // Please wait cannot be dismissed: Escape, twice, leaves it open until the quote comes, never
        // closed by the browser even for a moment (Chromium and Firefox cannot refuse a close request
        // without fresh user activation, so the widget keeps the key from them).
        await injectFault(engine.origin(), { endpoint: 'createQuote', delayMs: 6_000, times: 1 });
        await u.open(`${engine.origin()}/blank.html`);
        await u.run(seedStorage, { draft: realisticProposal(), place: { current: 7, furthest: 7, captchaVerified: true } });
        await u.open(`${engine.origin()}/#/quote/create`);
        await u.click('Get my quote');
        const waiting = await u.until(
          'Please wait',
          () => u.dialogs(),
          (state) => state.open.length === 1,
        );
        await u.run(countCloses);
        await u.key('Escape');
        await u.key('Escape');
        const after = await u.dialogs();
        expect(await u.run(closesCounted)).toBe(0);
        expect(after.open.map(({ name, modal }) => ({ name, modal }))).toEqual([{ name: waiting.open[0]!.name, modal: true }]);
        expect(waiting.open[0]!.name).toMatch(/Please wait/);
        expect(after.focusIn).toBe(waiting.open[0]!.name);
        await u.heading('Your car insurance quote', 30_000);
      },
    );
  });
}

/**
 * The most taps and keys each journey may take, to the first price and to a bought policy (as
 * docs/performance.md#taps-and-keys reports them): a ceiling that only comes down.
 */
const EFFORT = {
  card: { price: { taps: 72, keys: 116 }, bought: { taps: 89, keys: 154 } },
  'direct-debit': { price: { taps: 72, keys: 116 }, bought: { taps: 98, keys: 191 } },
};

function expectEffort(u: User, journey: keyof typeof EFFORT, at: 'price' | 'bought') {
  const taken = u.effort();
  console.info(`${u.driver.engine}${u.driver.touch ? ' touch' : ''} ${journey} to the ${at}: ${taken.taps} taps, ${taken.keys} keys`);
  expect(taken.taps, `taps to the ${at}`).toBeLessThanOrEqual(EFFORT[journey][at].taps);
  expect(taken.keys, `keys to the ${at}`).toBeLessThanOrEqual(EFFORT[journey][at].keys);
}

async function payingByCard(u: User, origin: string) {
  await fillDetailsForm(u, origin);
  expectEffort(u, 'card', 'price');
  await quoteToSummary(u, { monthly: false });
  await payByCard(u);
  await thankYou(u);
  expectEffort(u, 'card', 'bought');
}

async function payingByDirectDebit(u: User, origin: string) {
  await fillDetailsForm(u, origin);
  expectEffort(u, 'direct-debit', 'price');
  await quoteToSummary(u, { monthly: true });
  await setUpDirectDebit(u);
  // The form's proposer (user/steps.ts aboutYou).
  await signCreditAgreement(u, 'Amelia Hughes');
  await u.text(/The deposit for your monthly plan/);
  await payByCard(u);
  await thankYou(u);
  expectEffort(u, 'direct-debit', 'bought');
}

/**
 * The card and Direct Debit journeys by a quick user (user.ts): each press as soon as its
 * target is visible and enabled, by the library's element click and by click() alone. MQ_REPEAT=n
 * runs each n times in one browser (to measure; CI runs each once).
 */
export function defineQuickJourneys(setup: EngineSetup, deliveries: Array<Exclude<Delivery, 'pointer'>> = ['element', 'dom']) {
  const engine = useEngine(setup);
  const repeat = Number(process.env.MQ_REPEAT ?? 1);
  describe(`core journeys, quick presses (${setup})`, () => {
    for (const press of deliveries) {
      for (let run = 1; run <= repeat; run += 1) {
        const nth = repeat > 1 ? ` (run ${run} of ${repeat})` : '';
        it(
          `by ${press} click: paying in full by card${nth}`,
          async () => payingByCard(await engine.user({ press }), engine.origin()),
          JOURNEY_MS,
        );
        it(
          `by ${press} click: paying monthly by Direct Debit${nth}`,
          async () => payingByDirectDebit(await engine.user({ press }), engine.origin()),
          JOURNEY_MS,
        );
      }
    }
  });
}

/** Runs in the page: counts the close events of the open dialog (a modal the browser closed). */
function countCloses() {
  const open = document.querySelector('#motor-quote')!.shadowRoot!.querySelector('dialog[open]')!;
  const page = window as Window & { mqCloses?: number };
  page.mqCloses = 0;
  open.addEventListener('close', () => (page.mqCloses = (page.mqCloses ?? 0) + 1));
}

/** Runs in the page: the close events counted since countCloses. */
function closesCounted(): number | undefined {
  return (window as Window & { mqCloses?: number }).mqCloses;
}

/** Runs in the page: the draft and the form's place as the widget keeps them (see support/faults.ts seedDraft). */
function seedStorage({ draft, place }: { draft: unknown; place: object }) {
  sessionStorage.clear();
  sessionStorage.setItem('motor-quote:motor-quote:proposal', JSON.stringify({ state: { draft, raw: {}, vehicleMissing: [] }, version: 1 }));
  sessionStorage.setItem(
    'motor-quote:motor-quote:details-form',
    JSON.stringify({ state: { ...place, touched: {}, attempted: {}, driverEdit: null }, version: 0 }),
  );
}
