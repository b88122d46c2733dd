/**
 * Issue 28 item 4: beside the honesty tick, what answering without care can mean (Consumer
 * Insurance (Disclosure and Representations) Act 2012): read with the tick box, as its description.
 */
import { screen } from '@testing-library/react';
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
    expect(screen.getByText(DEFAULT_LABELS['summary.final.takeCare'])).toBeTruthy();
    expect(DEFAULT_LABELS['summary.final.takeCare']).toMatch(/claim is not paid, the policy is cancelled or the price changes/);
    const terms = screen.getByRole('checkbox', { name: DEFAULT_LABELS['summary.final.terms'] });
    expect(terms.getAttribute('aria-describedby')).toBeNull();
  });
});
