/**
 * The whole journey by keyboard alone, from the first screen to a bought policy (WCAG 2.1.1
 * Keyboard, 2.4.3 Focus Order, 4.1.3 Status Messages): only real key presses (Tab, Shift+Tab,
 * arrows, Enter, Space, and characters typed), never a pointer. Each question of steps.ts is reached
 * by Tabbing until focus is on it, as a keyboard user moves through the page, and focus is checked
 * after the actions met on the way (an error summary, Find address, the summary's Change buttons, a
 * requote). The keys are counted for docs/performance.md#taps-and-keys.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cls } from './support/class-names';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser } from './support/browser';
import type { Key } from './user/driver';
import { pageDriver } from './user/drivers/chromium';
import { selectPlanInPage, type Match, type Query } from './user/in-page';
import { thankYou } from './user/journeys';
import { aboutYou, aboutYourCarByRegistration, coverDetails, job, step, usingTheCar, yourDriving } from './user/steps';
import { User, type Text } from './user/user';

const browser = useBrowser();

/** How many Tabs a keyboard user may press looking for one control before the test calls it unreachable. */
const TAB_CAP = 80;

const match = (text: Text): Match => (typeof text === 'string' ? text : { re: text.source, flags: text.flags });

/**
 * Runs in the page: where focus is (through shadow roots and the same-origin card frame) against the
 * element the last look found (in-page.ts leaves it as `__mqTarget`, in the frame's window when
 * the look was in a frame). 'on': focus is on it, inside it, or on the control its label is for;
 * 'before' / 'after': where the target lies from focus, in the same document tree.
 */
function focusAgainstTargetInPage(request: { frame?: string }): { where: 'on' | 'before' | 'after' | 'elsewhere'; focused: string } {
  const frameOf = (root: Document | ShadowRoot): HTMLIFrameElement | undefined => {
    for (const el of Array.from(root.querySelectorAll('*'))) {
      if (el.tagName === 'IFRAME' && el.getAttribute('title') === request.frame) return el as HTMLIFrameElement;
      const inner = el.shadowRoot ? frameOf(el.shadowRoot) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  const win = (request.frame ? frameOf(document)?.contentWindow : window) as (Window & { __mqTarget?: Element }) | null | undefined;
  let el: Element | null = document.activeElement;
  for (;;) {
    if (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    else if (el instanceof HTMLIFrameElement && el.contentDocument?.activeElement) el = el.contentDocument.activeElement;
    else break;
  }
  const focused = el
    ? `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`
    : 'nothing';
  const target = win?.__mqTarget;
  if (!el || !target) return { where: 'elsewhere', focused };
  const label = (target.tagName === 'LABEL' ? target : target.closest('label')) as HTMLLabelElement | null;
  if (el === target || target.contains(el) || label?.control === el) return { where: 'on', focused };
  if (el.getRootNode() !== target.getRootNode()) return { where: 'elsewhere', focused };
  return { where: target.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING ? 'before' : 'after', focused };
}

/** Runs in the page: the focused element's kind (through shadow roots and frames) and, for a combobox, its highlighted option's words. */
function focusedKindInPage(): {
  tag: string;
  type: string;
  checked: boolean;
  id: string;
  className: string;
  expanded: boolean;
  option: string;
} {
  let el: Element | null = document.activeElement;
  for (;;) {
    if (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    else if (el instanceof HTMLIFrameElement && el.contentDocument?.activeElement) el = el.contentDocument.activeElement;
    else break;
  }
  const input = el as HTMLInputElement | null;
  const active = el?.getAttribute('aria-activedescendant');
  const root = el?.getRootNode() as Document | ShadowRoot | undefined;
  return {
    tag: el?.tagName.toLowerCase() ?? '',
    type: input?.type ?? '',
    checked: Boolean(input?.checked),
    id: el?.id ?? '',
    className: typeof el?.className === 'string' ? el.className : '',
    expanded: el?.getAttribute('aria-expanded') === 'true',
    option: active ? (root?.getElementById(active)?.textContent ?? '').replace(/\s+/g, ' ').trim() : '',
  };
}

/** The keys a keyboard user presses: named keys (counted by the user layer) and characters typed. */
interface Tally {
  typed: number;
}

/**
 * A customer with only a keyboard, with the same answers as the pointer journeys (steps.ts takes
 * her as a User): she sees as the User does, and acts by Tabbing to a control and pressing a key.
 */
class KeyboardUser {
  constructor(
    readonly eye: User,
    readonly page: Page,
    readonly tally: Tally,
    readonly frame?: string,
  ) {}

  within(css: string) {
    return new KeyboardUser(this.eye.within(css), this.page, this.tally, this.frame);
  }
  inDialog(name: Text) {
    return new KeyboardUser(this.eye.inDialog(name), this.page, this.tally, this.frame);
  }
  inFrame(title: string) {
    return new KeyboardUser(this.eye.inFrame(title), this.page, this.tally, title);
  }

  see(query: Query, timeout?: number) {
    return this.eye.see(query, timeout);
  }
  settled(query: Query, ms?: number) {
    return this.eye.settled(query, ms);
  }
  text(text: Text, timeout?: number) {
    return this.eye.text(text, timeout);
  }
  heading(name: Text, timeout?: number) {
    return this.eye.heading(name, timeout);
  }
  hash(pattern: RegExp, timeout?: number) {
    return this.eye.hash(pattern, timeout);
  }

  key(key: Key | 'Shift+Tab' | 'Space', times = 1) {
    return this.eye.key(key as Key, times);
  }

  focused() {
    return this.eye.run(focusedKindInPage);
  }

  /** Tabs (or Shift+Tabs, when it lies behind) until focus is on what `query` finds; fails after TAB_CAP presses. */
  async tabTo(query: Query) {
    let last = '';
    for (let presses = 0; presses <= TAB_CAP; presses += 1) {
      await this.eye.see(query);
      const state = await this.eye.run(focusAgainstTargetInPage, { frame: this.frame });
      if (state.where === 'on') return;
      last = state.focused;
      await this.key(state.where === 'before' ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${TAB_CAP} Tabs and focus never reached ${JSON.stringify(query)}; last on ${last}`);
  }

  async click(name: Text) {
    await this.tabTo({ by: 'button', name: match(name) });
    await this.key('Enter');
  }

  /** A control named by its words: a tick box or radio card is ticked with Space, anything else pressed with Enter. */
  async clickText(text: Text) {
    await this.tabTo({ by: 'text', name: match(text) });
    const on = await this.focused();
    if (on.type === 'checkbox' || on.type === 'radio') {
      if (!(on.type === 'radio' && on.checked)) await this.key('Space');
    } else await this.key('Enter');
  }

  /** Into the group by Tab, then arrows between its radios (a tick box is its own Tab stop), Space to tick. */
  async choose(question: Text, answer: Text) {
    const choice: Query = { by: 'choice', group: match(question), name: match(answer) };
    await this.tabTo({ by: 'group', name: match(question) });
    for (let presses = 0; ; presses += 1) {
      await this.eye.see(choice);
      if ((await this.eye.run(focusAgainstTargetInPage, { frame: this.frame })).where === 'on') break;
      if (presses > 12) throw new Error(`"${String(answer)}" never focused in "${String(question)}"`);
      await this.key((await this.focused()).type === 'radio' ? 'ArrowDown' : 'Tab');
    }
    if (!(await this.focused()).checked) await this.key('Space');
    await this.eye.until(
      `"${String(answer)}" to be chosen`,
      () => this.eye.see(choice),
      (found) => found.checked === true,
      2_000,
    );
  }

  yes(question: Text, answer: boolean) {
    return this.choose(question, answer ? 'Yes' : 'No');
  }

  async type(label: Text, text: string) {
    await this.tabTo({ by: 'label', name: match(label) });
    this.tally.typed += [...text].length;
    await this.page.keyboard.type(text);
  }

  /** A native select by arrows (Chromium changes a closed select's value at each). */
  async select(label: Text, option: Text | { index: number }) {
    const query: Query = { by: 'label', name: match(label) };
    await this.eye.until(
      `"${String(label)}" to be enabled`,
      () => this.eye.see(query),
      (found) => !found.disabled,
    );
    await this.tabTo(query);
    const want = typeof option === 'object' && 'index' in option ? option : match(option);
    const plan = await this.eye.run(selectPlanInPage, { option: want });
    if (!plan || plan.options.length)
      throw new Error(`"${String(label)}": no option ${JSON.stringify(want)} (${plan?.options.join(' | ')})`);
    await this.key(plan.steps >= 0 ? 'ArrowDown' : 'ArrowUp', Math.abs(plan.steps));
  }

  /** Types part of a name, arrows down the list to the option, Enter. */
  async typeahead(label: Text, text: string, option: string) {
    await this.type(label, text);
    // The list floats outside the step's panel: its opening is read on the field (aria-expanded).
    await this.eye.until(
      `"${String(label)}" to open its list`,
      () => this.focused(),
      (on) => on.expanded,
    );
    for (let presses = 0; (await this.focused()).option !== option; presses += 1) {
      if (presses > 15) throw new Error(`"${option}" never highlighted in "${String(label)}"`);
      await this.key('ArrowDown');
    }
    await this.key('Enter');
    await this.eye.until(
      `"${String(label)}" to hold "${option}"`,
      () => this.eye.see({ by: 'label', name: match(label) }),
      (found) => found.value === option,
      2_000,
    );
  }
}

/** The focused element inside the widget's shadow root, by id and class. */
const focusedInWidget = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('#motor-quote')?.shadowRoot?.activeElement;
    return { id: el?.id ?? '', className: typeof el?.className === 'string' ? el.className : '' };
  });

/** Whether the element focused in the widget is wholly on screen (to a fraction of a pixel). */
const focusInView = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('#motor-quote')?.shadowRoot?.activeElement?.getBoundingClientRect();
    return Boolean(box && box.top > -2 && box.bottom < innerHeight + 2);
  });

/** Waits for step `n` to be open with its first question shown. */
async function opened(k: KeyboardUser, n: number, first: string, by: 'group' | 'label' = 'group') {
  await step(k.eye, n).see({ by, name: first });
  await step(k.eye, n).settled({ by, name: first });
}

/** The keys (named keys and characters typed) measured in docs/performance.md#taps-and-keys: a ceiling. */
const KEYS_TO_FIRST_PRICE = 294;
const KEYS_TO_BOUGHT = 424;
/** Tabs from arriving on the summary to its last Change button (there were 66 with one Change per answer). */
const TABS_TO_LAST_CHANGE = 7;

const STEP_NAMES = ['About You', 'About Your Car', 'Your Details', 'Your Driving', 'Using the car', 'Cover Details', 'Additional Drivers'];

describe('the journey by keyboard alone', () => {
  it('reaches a bought policy paying by card, focus following each action, and counts its keys', { timeout: 120_000 }, async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    const eye = new User(pageDriver(page), {}, { timeout: 30_000 });
    const tally: Tally = { typed: 0 };
    const k = new KeyboardUser(eye, page, tally);
    // steps.ts takes the customer as a User: this one has the same methods, acting by keys.
    const as = (user: KeyboardUser) => user as unknown as User;
    await eye.open(`${origin()}/#/quote/create`);
    await eye.heading('Get a car insurance quote');

    // Continue on an empty step: the error summary takes focus, in view.
    await k.click('Continue');
    await expect
      .poll(() => focusedInWidget(page), { timeout: 5000 })
      .toMatchObject({ className: expect.stringContaining(cls('mq-error-summary')) });
    await expect.poll(() => focusInView(page), { timeout: 5000 }).toBe(true);
    // What that check costs: Tabs through step 1 to Continue and Enter, none of which a customer who answers first presses.
    const errorCheck = eye.effort().keys;
    await expectNoAxeViolations(page, 'step 1 with its error summary, by keyboard');

    await aboutYou(as(k));
    await k.click('Continue');
    await opened(k, 2, 'Do you know the car’s registration?');
    await expect.poll(() => focusedInWidget(page), { timeout: 5000 }).toMatchObject({ id: 'mq-step-2-heading' });
    await aboutYourCarByRegistration(as(k));
    await k.click('Continue');
    await opened(k, 3, 'Postcode', 'label');

    // Find address: the count said in a polite status, focus kept on the button she pressed.
    const you = k.within('#mq-step-3-panel');
    await you.type('Postcode', 'LS6 2AB');
    await you.click('Find address');
    await you.see({ by: 'label', name: 'Select your address' });
    const said = await page.evaluate(() =>
      Array.from(document.querySelector('#motor-quote')?.shadowRoot?.querySelectorAll('#mq-step-3-panel [role="status"]') ?? [])
        .map((el) => (el.textContent ?? '').trim())
        .filter(Boolean),
    );
    expect(said).toContainEqual(expect.stringMatching(/^\d+ addresses found$/));
    await expect(page.evaluate(() => document.querySelector('#motor-quote')?.shadowRoot?.activeElement?.textContent)).resolves.toBe(
      'Find address',
    );
    await you.select('Select your address', { index: 1 });
    await you.key('Enter');
    await you.see({ by: 'button', name: 'Change address' });
    await expect
      .poll(() => page.evaluate(() => document.querySelector('#motor-quote')?.shadowRoot?.activeElement?.textContent), { timeout: 5000 })
      .toBe('Change address');
    // The rest of step 3 as steps.ts answers it, past the address already chosen.
    await you.yes('Were you born in the UK?', true);
    await job(as(you));
    await you.yes('Do you smoke?', false);
    await you.yes('Has an insurer ever refused you cover, cancelled or voided your policy, or applied special terms?', false);
    await you.yes('Do you have any unspent non-motoring criminal convictions?', false);
    await you.select('Highest level of education', "Bachelor's degree");
    await k.click('Continue');
    await opened(k, 4, 'What type of licence do you have?', 'label');
    await yourDriving(as(k));
    await k.click('Continue');
    await opened(k, 5, 'What will you use the car for?');
    await usingTheCar(as(k));
    await k.click('Continue');
    await opened(k, 6, 'Level of cover');
    await coverDetails(as(k));
    await k.click('Continue');
    await opened(k, 7, 'Would you like to add another driver?');
    await k.within('#mq-step-7-panel').yes('Would you like to add another driver?', false);
    await k.click('Get my quote');

    // The price screen: a new excess, Confirm & requote, and focus on the new price, in view.
    await eye.hash(/^#\/quote\/payment-option\?uuid=/, 60_000);
    await eye.heading('Your car insurance quote');
    const toFirstPrice = { keys: eye.effort().keys, typed: tally.typed };
    const beforeRequote = eye.effort().keys;
    await k.select('Voluntary excess', { index: 2 });
    await k.click('Confirm & requote');
    await eye.text(/Your price has been updated/);
    await expect.poll(() => focusedInWidget(page), { timeout: 5000 }).toMatchObject({ id: 'mq-price-headline' });
    await expect.poll(() => focusInView(page), { timeout: 5000 }).toBe(true);
    const requote = eye.effort().keys - beforeRequote;
    await expectNoAxeViolations(page, 'the price after a requote, by keyboard');
    await k.click('Continue');

    // Add-ons: one key press on each extra's No Thanks, then breakdown cover.
    await eye.hash(/^#\/quote\/addons\?uuid=/);
    for (let card = 0; card < 3; card += 1) await k.click('No Thanks');
    await k.click('If you break down...');
    await k.click('Choose No breakdown cover');
    await k.click('Continue');

    // The summary: one Change per step, each a Tab stop after the last, none between.
    await eye.heading('Quote Summary');
    const atSummary = eye.effort().keys;
    await k.tabTo({ by: 'button', name: `Change ${STEP_NAMES[0]}` });
    const reached: string[] = [`Change ${STEP_NAMES[0]}`];
    for (let tabs = 0; reached.length < STEP_NAMES.length && tabs < 30; tabs += 1) {
      await k.key('Tab');
      const words = await page.evaluate(() => document.querySelector('#motor-quote')?.shadowRoot?.activeElement?.textContent?.trim() ?? '');
      if (words.startsWith('Change ')) reached.push(words);
    }
    expect(reached).toEqual(STEP_NAMES.map((name) => `Change ${name}`));
    const toLastChange = eye.effort().keys - atSummary;
    expect(toLastChange).toBeLessThanOrEqual(TABS_TO_LAST_CHANGE);
    await expectNoAxeViolations(page, 'the summary, by keyboard');
    await k.choose('Would you like your policy to renew automatically?', 'Yes');
    await k.clickText(/taken reasonable care to answer every question/);
    await k.clickText(/agree to the Administration Services Contract and the Terms/);
    await k.clickText(/excesses and endorsements shown on this page/);
    await k.click('Continue');

    // The card page in its frame, by keyboard too.
    await eye.heading('Pay for your policy');
    const card = k.inFrame('Secure card payment');
    await card.type('Card number', '4242 4242 4242 4242');
    await card.type('Expiry date', '12/39');
    await card.type('Security code (CVC)', '123');
    await card.type('Name on card', 'Amelia Hart');
    await card.click(/^Pay £/);
    await thankYou(eye);
    await expectNoAxeViolations(page, 'the bought policy, by keyboard');

    const bought = { keys: eye.effort().keys, typed: tally.typed };
    // No pointer at all: every tap the user layer counts is a pointer's.
    expect(eye.effort().taps).toBe(0);
    console.info(
      `keyboard journey: to the first price ${toFirstPrice.keys} keys + ${toFirstPrice.typed} characters; to a bought policy ${bought.keys} keys + ${bought.typed} characters; ${toLastChange} Tabs from the summary's arrival to its last Change; of them ${errorCheck} for Continue on the empty step 1 and ${requote} for the requote`,
    );
    // Ceilings that only come down (docs/performance.md#taps-and-keys).
    expect(toFirstPrice.keys + toFirstPrice.typed).toBeLessThanOrEqual(KEYS_TO_FIRST_PRICE);
    expect(bought.keys + bought.typed).toBeLessThanOrEqual(KEYS_TO_BOUGHT);
  });
});
