import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AddonsScreen } from '../../../../src/screens/addons/addons-screen';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { quotedProposal, UUID } from '../../../support/addons-proposal';

const PATH = `/quote/addons?uuid=${UUID}`;

function setup(proposal = quotedProposal()) {
  const api = fakeFetch({
    [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal } }),
    [`POST /api/proposal/${UUID}/addons`]: () => ({ proposal }),
    [`POST /api/proposal/${UUID}/requote`]: () => ({ proposal }),
  });
  const view = renderWidget(<AddonsScreen />, { path: PATH, fetch: api.fetch });
  return { ...view, calls: api.calls };
}

const basketTotal = () =>
  within(screen.getByRole('region', { name: 'Your basket' })).getByText('Total price').nextElementSibling?.textContent;

async function decideCards(user: ReturnType<typeof userEvent.setup>, answers: ('Add to quote' | 'No Thanks')[]) {
  for (const answer of answers) await user.click(screen.getByRole('button', { name: answer }));
}

// userEvent on a shared 2-core machine: several screens' worth of clicks can pass 5 s.
describe('Add-ons screen', () => {
  it('prices extras a year, keeps the breakdown buttons neutral, and says how enhanced personal accident cover differs', async () => {
    const user = userEvent.setup();
    const { container } = setup();
    await screen.findByRole('button', { name: 'Add to quote' });
    expect(screen.getByText('£29.99 a year')).toBeVisible();
    const basket = screen.getByRole('region', { name: 'Your basket' });
    expect(within(basket).getByText('Personal Accident Cover').nextElementSibling?.textContent).toBe('Included');
    expect(
      within(basket).getByText(
        'Comes with your cover. Enhanced Personal Accident Cover, an optional extra, pays up to £25,000 per person and £175,000 per incident.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'If you break down...' }));
    const table = screen.getByRole('table', { name: 'Breakdown cover levels compared' });
    const buttons = within(table).getAllByRole('button');
    expect(buttons).toHaveLength(6);
    // Secondary, like the extras' own Add to quote: no row of five solid calls to action.
    expect(buttons.filter((b) => !b.classList.contains('mq-button--secondary'))).toEqual([]);
    // The primary action comes first, Back after it (GOV.UK's button group).
    const [continueButton, back] = [screen.getByRole('button', { name: 'Continue' }), screen.getByRole('button', { name: 'Back' })];
    expect(continueButton.compareDocumentPosition(back) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('shows one extra at a time with nothing pre-selected; one tap decides it and opens the next; breakdown waits, closed', async () => {
    const user = userEvent.setup();
    setup();
    const add = await screen.findByRole('button', { name: 'Add to quote' });
    expect(screen.getByRole('heading', { name: 'Motor Legal Protection' })).toBeVisible();
    expect(add.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'No Thanks' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Personal Accident Cover' })).toBeNull();
    await user.click(add);
    // One tap: legal protection is added and closed, key cover open with focus on its heading.
    expect(screen.getByText('Added to your quote')).toBeVisible();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Key Cover' }));
    expect(screen.getByText(/lost or stolen car keys/)).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Add to quote' })).toHaveLength(1);
    await decideCards(user, ['No Thanks']);
    expect(screen.getByText(/^Pays out.*up to £25,000 per person and £175,000 per incident/)).toBeVisible();
    expect(
      screen
        .getByRole('link', { name: /Insurance Product Information Document for Enhanced Personal Accident Cover/ })
        .getAttribute('href'),
    ).toBe(`http://sandbox.test/sandbox/documents/ipid/EPA`);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    await decideCards(user, ['No Thanks']);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    // Nothing opens by itself below her: breakdown cover has focus and stays closed until she opens it.
    const breakdown = screen.getByRole('button', { name: 'If you break down...' });
    expect(document.activeElement).toBe(breakdown);
    expect(breakdown.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Add to quote' })).toBeNull();
    // Change reopens a decided extra; a new choice closes it again.
    await user.click(screen.getByRole('button', { name: 'Change Key Cover' }));
    await user.click(screen.getByRole('button', { name: 'Add to quote' }));
    expect(screen.queryByRole('button', { name: 'Add to quote' })).toBeNull();
    expect(screen.getAllByText('Added to your quote')).toHaveLength(2);
  });

  it('keeps one breakdown tier at a time and totals the basket as choices change', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('button', { name: 'Add to quote' });
    expect(basketTotal()).toBe('£512.40');
    await decideCards(user, ['Add to quote']);
    expect(basketTotal()).toBe('£542.39');
    await user.click(screen.getByRole('button', { name: 'If you break down...' }));
    const table = screen.getByRole('table', { name: 'Breakdown cover levels compared' });
    // The header, 'No breakdown cover' and the five levels.
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    await user.click(within(table).getByRole('button', { name: 'Add European breakdown cover' }));
    expect(basketTotal()).toBe('£661.39');
    await user.click(within(table).getByRole('button', { name: 'Add Roadside breakdown cover' }));
    expect(
      within(table)
        .getAllByRole('button', { name: /^Remove/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove Roadside breakdown cover']);
    expect(basketTotal()).toBe('£566.39');
    expect(screen.getByText('You have chosen Roadside breakdown cover (£24.00).')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Your basket' })).getByText('Roadside breakdown cover')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Remove Roadside breakdown cover' }));
    expect(basketTotal()).toBe('£542.39');
    expect(screen.getByText('Not chosen yet: choose a level of breakdown cover, or No breakdown cover.')).toBeVisible();
  });

  it('makes breakdown cover an active choice: Continue without one shows the error, and No breakdown cover is a choice', async () => {
    const user = userEvent.setup();
    const { calls, location, container } = setup();
    await screen.findByRole('button', { name: 'Add to quote' });
    await decideCards(user, ['No Thanks', 'No Thanks', 'No Thanks']);
    // Continue before a breakdown choice opens the comparison: her press, not the page by itself.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Choose a level of breakdown cover, or No breakdown cover' })).toBeVisible();
    expect(document.activeElement).toBe(summary);
    const none = screen.getByRole('button', { name: 'Choose No breakdown cover' });
    expect(none.getAttribute('aria-describedby')).toBe('mq-breakdown-error');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(location.history.at(-1)).toBe(PATH);
    expect((await axe.run(container)).violations).toEqual([]);

    await user.click(none);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('You have chosen no breakdown cover.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/quote/summary?uuid=${UUID}`));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)[0]).toEqual({ addons: [{ code: 'PA' }] });
  });

  it('saves the choices, re-quotes and goes to the summary on Continue', async () => {
    const user = userEvent.setup();
    const { calls, location } = setup();
    await screen.findByRole('button', { name: 'Add to quote' });
    await decideCards(user, ['Add to quote', 'No Thanks', 'No Thanks']);
    await user.click(screen.getByRole('button', { name: 'If you break down...' }));
    await user.click(screen.getByRole('button', { name: 'Add Roadside & at Home breakdown cover' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/quote/summary?uuid=${UUID}`));
    const posts = calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);
    expect(posts).toEqual([
      [`/api/proposal/${UUID}/addons`, { addons: [{ code: 'PA' }, { code: 'LE' }, { code: 'SAB2' }] }],
      [`/api/proposal/${UUID}/requote`, undefined],
    ]);
  });

  it('goes back to the price screen', async () => {
    const user = userEvent.setup();
    const { location } = setup();
    await screen.findByRole('button', { name: 'Add to quote' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location.history.at(-1)).toBe(`/quote/payment-option?uuid=${UUID}`);
  });

  it('shows earlier choices as made, with their monthly plan, when the proposer comes back', async () => {
    const returning = quotedProposal((p) => {
      p.is_pay_monthly = true;
      for (const a of p.addons) if (a.code !== 'PA') a.is_selected = a.code === 'KEY' || a.code === 'SAB3';
    });
    setup(returning);
    await screen.findByText('Added to your quote');
    expect(screen.queryByRole('button', { name: 'Add to quote' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove Roadside, at Home & Recovery breakdown cover' })).toBeVisible();
    const basket = within(screen.getByRole('region', { name: 'Your basket' }));
    expect(basket.getByText('10 monthly payments of')).toBeVisible();
    expect(basket.queryByText(/Estimated with your extras/)).toBeNull();
    expect(basket.queryByText(/^about £/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Roadside, at Home & Recovery breakdown cover' }));
    expect(basket.getByText(/Estimated with your extras/)).toBeVisible();
    // The deposit, the amount of credit, the monthly payment and the total payable are all estimates until the re-quote.
    expect(basket.getAllByText(/^about £\d+\.\d\d$/)).toHaveLength(4);
  });

  it('links each extra’s own IPID and wording from the brand’s products, never the car’s or the API’s address', async () => {
    const proposal = quotedProposal();
    const hostile = (addons: { code: string; ipid: { url: string } | null }[]) =>
      addons.forEach((a) => {
        if (a.code === 'LE') a.ipid = { url: 'javascript:alert(1)' };
      });
    hostile(proposal.addons);
    if (proposal.quote) hostile(proposal.quote.addons);
    const { settings } = setup(proposal);
    await screen.findByRole('button', { name: 'Add to quote' });
    const own = settings.brand.documents.products.LE!;
    expect(
      screen.getByRole('link', { name: /Insurance Product Information Document for Motor Legal Protection/ }).getAttribute('href'),
    ).toBe(own.ipid);
    expect(screen.getByRole('link', { name: /Policy wording for Motor Legal Protection/ }).getAttribute('href')).toBe(own.wording);
    expect(own.ipid).not.toBe(settings.brand.documents.ipid);
    expect(own.wording).not.toBe(settings.brand.documents.policyWording);
  });

  it('links each breakdown level’s own IPID and wording', async () => {
    const { settings } = setup(quotedProposal());
    await screen.findByRole('button', { name: 'Add to quote' });
    for (const code of ['SAB1', 'SAB5']) {
      const own = settings.brand.documents.products[code]!;
      const links = screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'));
      expect(links).toContain(own.ipid);
      expect(links).toContain(own.wording);
    }
  });
});
