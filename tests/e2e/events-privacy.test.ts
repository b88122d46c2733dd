import { describe, expect, it } from 'vitest';
import { origin, useBrowser } from './support/browser';
import { payByCard, quoteAndConfirm } from './support/journey';

const browser = useBrowser();

// What the journey types (tests/e2e/support): none of it may leave the form except to the API.
const PERSONAL = [
  'Amelia',
  'Hughes',
  'amelia.hughes@example.com',
  '07700900982',
  '07700 900982',
  '1988-03-14',
  '14/03/1988',
  'LS6 2AB',
  'LS62AB',
];
const ALLOWED_DETAIL_KEYS = ['screen', 'uuid', 'reference', 'step', 'option', 'addons', 'amount', 'currency', 'attribution', 'code'];
// What the host knows of the visit: the campaign and the partner's click reference.
const ATTRIBUTION = { campaign: 'spring-2027', partnerClickRef: 'CLK-8842' };

describe('a whole journey seen from the host page', () => {
  it('fires its milestones in order with identifiers only, and leaks no personal data to events, console, URLs or storage', async () => {
    const page = await browser.newPage();
    const created: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/proposal') created.push(request.postDataJSON());
    });
    const consoleLines: string[] = [];
    const urls: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    // Page addresses (the host's URL and history): API calls follow docs/product/api.md#the-calls' own paths, e.g. ?postcode= for the address look-up.
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    // The host page fills config.attribution from its own records, into the demo page's JSON island (demo/pages/index.html).
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const original = await (await route.fetch()).text();
        const island = /(<script type="application\/json" id="motor-quote-config">)([^<]*)/;
        const config = { ...JSON.parse(original.match(island)![2]), attribution: ATTRIBUTION };
        await route.fulfill({ contentType: 'text/html', body: original.replace(island, `$1${JSON.stringify(config)}`) });
      },
    );
    await page.addInitScript(() => {
      const seen: { name: string; detail: unknown }[] = [];
      (window as unknown as { seenEvents: typeof seen }).seenEvents = seen;
      for (const name of [
        'widget_ready',
        'step_viewed',
        'step_completed',
        'quote_shown',
        'price_option_changed',
        'addons_chosen',
        'purchase_completed',
        'error_screen_shown',
      ]) {
        document.addEventListener(`motorquote:${name}`, (event) => seen.push({ name, detail: (event as CustomEvent).detail }));
      }
    });
    await quoteAndConfirm(page, origin(), false);
    await page.frameLocator('iframe[title="Secure card payment"]').getByLabel('Card number').waitFor();
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { level: 1, name: /^Thank you(, your car is insured|\. Your cover starts on )/ }).waitFor();

    const events = await page.evaluate(
      () => (window as unknown as { seenEvents: { name: string; detail: Record<string, unknown> }[] }).seenEvents,
    );
    const names = events
      .map((event) => event.name)
      .filter((name) => name !== 'step_viewed')
      .filter((name, index, all) => name !== all[index - 1]);
    // Paying in full as the form chose: the price option never changed, so price_option_changed does not fire.
    expect(names).toEqual(['widget_ready', 'step_completed', 'quote_shown', 'addons_chosen', 'purchase_completed']);
    // The details form's funnel: each of the seven steps opened, then completed, in turn.
    const steps = events.filter((event) => event.name.startsWith('step_')).map((event) => `${event.name} ${event.detail.step}`);
    expect(steps).toEqual([1, 2, 3, 4, 5, 6, 7].flatMap((step) => [`step_viewed ${step}`, `step_completed ${step}`]));
    expect(events.find((event) => event.name === 'quote_shown')!.detail.screen).toBe('price-presentation');
    for (const { detail } of events) expect(Object.keys(detail).every((key) => ALLOWED_DETAIL_KEYS.includes(key))).toBe(true);
    const purchase = events.find((event) => event.name === 'purchase_completed')!.detail;
    expect(purchase.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(purchase.reference)).toMatch(/^MQ-/);
    // The sale's value, so a partner can record it: a sum of money in pounds.
    expect(purchase.amount).toEqual(expect.any(Number));
    expect(purchase.amount as number).toBeGreaterThan(0);
    expect(purchase.currency).toBe('GBP');
    // The attribution went to the API with the new proposal, and came back with the sale.
    expect(created).toEqual([expect.objectContaining({ attribution: { campaign: 'spring-2027', partner_click_ref: 'CLK-8842' } })]);
    expect(purchase.attribution).toEqual(ATTRIBUTION);

    const storage = await page.evaluate(() =>
      JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage }, cookies: document.cookie }),
    );
    const exposed = { events: JSON.stringify(events), console: consoleLines.join('\n'), urls: urls.join('\n') };
    for (const value of PERSONAL) {
      for (const [where, text] of Object.entries(exposed)) expect(text.includes(value), `${value} found in ${where}`).toBe(false);
    }
    // The draft may be kept in this tab's storage (so a reload loses nothing); bank details never are.
    expect(storage).not.toMatch(/309430|00733445/);
  }, 240_000);
});
