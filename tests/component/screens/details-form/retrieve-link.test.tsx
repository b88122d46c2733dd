/**
 * The first screen offers a way back to a saved quote, near the top (GOV.UK's
 * "Already have …?" line), and opens Retrieve a Quote; editing a quote does not offer it.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';
import { quoted, UUID } from '../price-presentation/fixtures';
import { STEP_ROUTES } from './steps-fixtures';

describe('Retrieve your quote on the first screen', () => {
  it('is offered before the first question and opens Retrieve a Quote', async () => {
    const { fetch } = fakeFetch(STEP_ROUTES);
    const { container, location } = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    const retrieve = screen.getByRole('button', { name: 'Retrieve your quote' });
    // In the intro's own paragraph, so the first question still starts in a phone's first screenful.
    expect(retrieve.closest('.mq-retrieve-link')?.textContent).toBe('Already have a quote? Retrieve your quote');
    expect(retrieve.closest('p')?.textContent).toMatch(/^It takes about 10 minutes\..* Already have a quote\? Retrieve your quote$/);
    // Before step 1's questions in reading order, where a returning customer looks first.
    const firstStep = screen.getByRole('button', { name: /^Step 1 About You/ });
    expect(retrieve.compareDocumentPosition(firstStep) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(retrieve);
    expect(location.history.at(-1)).toBe('/quote/recall');
  });

  it('is not offered while editing a saved quote', async () => {
    const saved = quoted();
    const { fetch } = fakeFetch({ ...STEP_ROUTES, [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: saved } }) });
    renderWidget(<DetailsFormScreen mode="edit" />, { fetch, path: `/quote/edit?uuid=${UUID}` });
    await screen.findByRole('heading', { name: 'Your price' });
    expect(screen.queryByRole('button', { name: 'Retrieve your quote' })).toBeNull();
  });
});
