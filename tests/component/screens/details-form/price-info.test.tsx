import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { quoted, UUID } from '../price-presentation/fixtures';
import { STEP_ROUTES } from './steps-fixtures';

// The block under its heading (not a landmark: the host page owns those).
const block = () => screen.getByRole('heading', { name: 'Your price' }).parentElement as HTMLElement;

describe('the details form’s price info block (docs/product/screens.md#the-price-box)', () => {
  it('on a new quote is not shown: there is no price yet, and the first question comes first', async () => {
    const { fetch } = fakeFetch(STEP_ROUTES);
    renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    await screen.findByRole('heading', { level: 1, name: 'Get a car insurance quote' });
    expect(screen.queryByRole('heading', { name: 'Your price' })).toBeNull();
    expect(screen.queryByText('Prices include Insurance Premium Tax.')).toBeNull();
  });

  it('in edit mode shows the current quote’s price and that saving changed answers re-quotes', async () => {
    const saved = quoted();
    const { fetch } = fakeFetch({ ...STEP_ROUTES, [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: saved } }) });
    renderWidget(<DetailsFormScreen mode="edit" />, { fetch, path: `/quote/edit?uuid=${UUID}` });
    // The block is there once the saved quote has loaded (the loading modal hides the page until then).
    await screen.findByRole('heading', { name: 'Your price' });
    expect(within(block()).getByText('Your current quote is £420.30 a year (quote reference MQ-TEST-0001).')).toBeVisible();
    expect(
      within(block()).getByText('If you change any answers, saving them will update your quote, so your price may change.'),
    ).toBeVisible();
    expect(within(block()).getByText('Prices include Insurance Premium Tax.')).toBeVisible();
  });
});
