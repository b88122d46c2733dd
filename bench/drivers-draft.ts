import type { Page } from 'playwright-core';
import { answeredPaths, proposalWithDrivers } from '../tests/e2e/support/household';

/**
 * The page as a customer leaves it after adding `drivers` drivers (each with `items` claims and
 * convictions, added in their modals) and opening the first again with Change: step 7 open, every
 * answer given and left (touched, so its error is worked out on each change), the driver modal open.
 * Written to sessionStorage as the widget keeps it (quicker than 200 clicks), then the page is loaded.
 */
export async function openDriverModal(page: Page, origin: string, drivers: number, items: number): Promise<void> {
  const draft = proposalWithDrivers(drivers, items);
  const touched = Object.fromEntries(answeredPaths(draft.risk.additional_drivers, 'risk.additional_drivers').map((path) => [path, true]));
  const form = {
    current: 7,
    furthest: 7,
    completed: { 1: true, 2: true, 3: true, 4: true, 5: true, 6: true },
    touched,
    attempted: {},
    captchaVerified: true,
    driverEdit: {
      list: 'risk.additional_drivers',
      index: 0,
      isNew: false,
      snapshot: { item: draft.risk.additional_drivers![0], duqs: draft.risk.duqs },
    },
  };
  await page.goto(`${origin}/blank.html`);
  await page.evaluate(
    ([proposal, detailsForm]) => {
      sessionStorage.clear();
      sessionStorage.setItem(
        'motor-quote:motor-quote:proposal',
        JSON.stringify({ state: { draft: proposal, raw: {}, vehicleMissing: [], access: null }, version: 1 }),
      );
      sessionStorage.setItem('motor-quote:motor-quote:details-form', JSON.stringify({ state: detailsForm, version: 0 }));
    },
    [draft, form] as const,
  );
  await page.goto(`${origin}/#/quote/create`);
  await page.getByRole('dialog').getByLabel('First name', { exact: true }).waitFor();
}
