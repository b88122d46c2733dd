import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoverBlock } from '../../../../src/screens/details-form/blocks/cover-block';
import { ExcessBlock } from '../../../../src/screens/details-form/blocks/excess-block';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { STEP_ROUTES } from './steps-fixtures';

describe('level of cover', () => {
  it('offers three cards with their standard benefits; choosing comprehensive sets no voluntary excess she did not choose', async () => {
    const { fetch } = fakeFetch(STEP_ROUTES);
    const { widget } = renderWidget(
      <>
        <CoverBlock path="risk.vehicle.cover_type" error={null} />
        <ExcessBlock path="risk.voluntary_excess" error={null} />
      </>,
      { fetch },
    );
    const group = screen.getByRole('group', { name: 'Level of cover' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['C', 'TPFT', 'TPO']);
    expect(within(screen.getByRole('list', { name: 'Standard benefits of Comprehensive' })).getAllByRole('listitem')).toHaveLength(7);
    expect(
      within(screen.getByRole('list', { name: 'Standard benefits of Third Party Only' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Third party damage', 'Third party injury']);
    await userEvent.click(screen.getByLabelText('Comprehensive'));
    expect(widget.stores.proposal.getState().draft.risk.voluntary_excess).toBe(0);
    expect(screen.getByLabelText('Voluntary excess').getAttribute('aria-valuetext')).toBe('£0');
    await userEvent.click(screen.getByLabelText('Third Party Only'));
    expect(widget.stores.proposal.getState().draft.risk).toMatchObject({ voluntary_excess: 0, vehicle: { cover_type: 'TPO' } });
  });
});
