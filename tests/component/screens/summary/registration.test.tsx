/** The summary shows the car's registration as it is written on a number plate. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryScreen } from '../../../../src/screens/summary/summary-screen';
import { quotedProposal, UUID as SUMMARY_UUID } from '../../../support/addons-proposal';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';

describe('the registration on the summary', () => {
  it('the summary shows the registration with its space', async () => {
    const api = fakeFetch({
      [`GET /api/proposal/${SUMMARY_UUID}`]: () => ({ data: { proposal: quotedProposal() } }),
      'GET /api/list/insurer.pc_class_of_use': () => ({ list: { name: 'insurer.pc_class_of_use', options: [] } }),
    });
    renderWidget(<SummaryScreen />, { path: `/quote/summary?uuid=${SUMMARY_UUID}`, fetch: api.fetch });
    expect(await within(await screen.findByRole('region', { name: 'Cover and Use' })).findByText('AB12 CDE')).toBeVisible();
    expect(screen.queryByText('AB12CDE')).toBeNull();
  });
});
