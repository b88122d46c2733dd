/**
 * Beside the reasonable-care tick, what a careless, reckless or deliberate wrong answer can mean
 * (docs/product/regulation.md#her-answers-and-misrepresentation): read with the tick box, as its description.
 * The excesses tick agrees to the excesses the summary shows, and it shows every one; renewal says
 * the card kept for it is a continuous payment authority, and the notice days are the insurer's.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LABELS } from '../../../../src/config/labels';
import { SummaryScreen } from '../../../../src/screens/summary/summary-screen';
import { quotedProposal, UUID } from '../../../support/addons-proposal';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the summary’s honesty tick', () => {
  it('is described by the note to check the answers, and the other ticks are not', async () => {
    const proposal = quotedProposal();
    const api = fakeFetch({
      [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal } }),
      'GET /api/list/insurer.pc_class_of_use': () => ({ list: { name: 'insurer.pc_class_of_use', options: [] } }),
    });
    renderWidget(<SummaryScreen />, { path: `/quote/summary?uuid=${UUID}`, fetch: api.fetch });
    const honest = await screen.findByRole('checkbox', { name: DEFAULT_LABELS['summary.final.honest'] });
    expect(describedBy(honest)).toBe(DEFAULT_LABELS['summary.final.takeCare']);
    expect(screen.getByText(DEFAULT_LABELS['summary.final.takeCare'])).toBeVisible();
    // Only a careless, reckless or deliberate misrepresentation has remedies, and the standard is reasonable care, not honesty alone.
    expect(honest.id).toBe(
      screen.getByLabelText('I confirm that I have taken reasonable care to answer every question accurately and fully.').id,
    );
    expect(describedBy(honest)).toBe(
      'Before you tick, check your answers. If one is wrong because it was given carelessly, recklessly or on purpose, a claim may be refused or paid in part, or the policy cancelled or its terms changed.',
    );
    const terms = screen.getByRole('checkbox', { name: DEFAULT_LABELS['summary.final.terms'] });
    expect(terms.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows every excess the tick agrees to (each driver’s and the windscreen’s too), and words the tick to what is shown', async () => {
    const proposal = quotedProposal((p) => {
      p.quote.excesses = [
        { policy_section: 'Accidental Damage, Fire & Theft', driver: null, value: 250 },
        { policy_section: 'Young driver', driver: 0, value: 150 },
        { policy_section: 'Windscreen', driver: null, value: 100 },
      ];
    });
    const api = fakeFetch({
      [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal } }),
      'GET /api/list/insurer.pc_class_of_use': () => ({ list: { name: 'insurer.pc_class_of_use', options: [] } }),
    });
    renderWidget(<SummaryScreen />, { path: `/quote/summary?uuid=${UUID}`, fetch: api.fetch });
    await screen.findByRole('checkbox', { name: 'I have read and agree to the excesses and endorsements shown on this page.' });
    const cover = within(screen.getByRole('region', { name: 'Cover and Use' }));
    const rows = cover.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(
      expect.arrayContaining([
        'Compulsory excess: £250.00',
        expect.stringMatching(/£150\.00$/),
        expect.stringMatching(/Windscreen.*: £100\.00$/),
      ]),
    );
  });

  it('says a card kept for renewal is a continuous payment authority she can cancel with her card issuer, and gives the insurer’s notice days', async () => {
    const api = fakeFetch({
      [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: quotedProposal() } }),
      'GET /api/list/insurer.pc_class_of_use': () => ({ list: { name: 'insurer.pc_class_of_use', options: [] } }),
    });
    renderWidget(<SummaryScreen />, {
      path: `/quote/summary?uuid=${UUID}`,
      fetch: api.fetch,
      config: { brand: { renewal: { noticeDays: 28 } } },
    });
    const renewal = within(await screen.findByRole('region', { name: 'Renewal Information' }));
    expect(renewal.getByText(/renewal price at least 28 days before your policy ends/)).toBeInstanceOf(HTMLElement);
    expect(
      renewal.getByText(/continuous payment authority\. You can cancel it at any time by telling us, or your card issuer/),
    ).toBeInstanceOf(HTMLElement);
  });
});
