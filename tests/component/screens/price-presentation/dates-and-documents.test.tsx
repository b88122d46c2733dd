/**
 * Where she decides (docs/product/regulation.md#product-documents, docs/product/constants.md#cover-end):
 * the price screen gives the cover's start (from the moment she buys when it starts today) and end,
 * and links the car policy's own IPID and wording.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coverEnd, ordinalDate, todayIso } from '../../../../src/domain/dates';
import { PricePresentationScreen } from '../../../../src/screens/price-presentation/price-presentation-screen';
import { renderScreen } from '../../support/render-screen';
import { PATH, priceRoutes, quoted } from './fixtures';

const render = (start: string) =>
  renderScreen(<PricePresentationScreen />, { path: PATH, routes: priceRoutes(quoted((p) => (p.risk.start_date = start))) });

describe('The price screen’s dates and documents', () => {
  it('gives a later start at 00:01 and the end the day before a year on, at 23:59', async () => {
    render('2030-03-01');
    const start = await screen.findByText('Cover starts');
    expect(start.nextElementSibling?.textContent).toBe('1st March 2030 at 00:01');
    expect(screen.getByText('Your cover ends').nextElementSibling?.textContent).toBe('28th February 2031 at 23:59');
  });

  it('gives a start today from the moment she buys, never a bare date', async () => {
    const today = todayIso();
    render(today);
    const start = await screen.findByText('Cover starts');
    expect(start.nextElementSibling?.textContent).toBe(`${ordinalDate(today)}, from the moment you buy`);
    expect(screen.getByText('Your cover ends').nextElementSibling?.textContent).toBe(`${ordinalDate(coverEnd(today))} at 23:59`);
  });

  it('links the car policy’s IPID and wording, each in a new tab', async () => {
    render('2030-03-01');
    const ipid = await screen.findByRole('link', { name: 'Insurance Product Information Document (IPID) (opens in a new tab)' });
    expect(ipid.getAttribute('href')).toMatch(/\/sandbox\/documents\/ipid\.html$/);
    expect(ipid.getAttribute('target')).toBe('_blank');
    const wording = screen.getByRole('link', { name: 'Policy Wording (opens in a new tab)' });
    expect(wording.getAttribute('href')).toMatch(/\/sandbox\/documents\/policy-wording\.html$/);
    expect(within(wording.closest('section')!).getByText('Your cover ends')).toBeVisible();
  });
});
