import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyClaim } from '../../../../src/contract/claim';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';
import { quoted, UUID } from '../price-presentation/fixtures';
import { STEP_ROUTES } from './steps-fixtures';

/** The form as a Change link of the summary's check answers opens it. */
function openAt(step: number, change: string) {
  const saved = quoted((p) => {
    p.risk.proposer.driver_details.has_claims = true;
    p.risk.proposer.driver_details.claims = [{ ...emptyClaim(), description: 'AF', date: '2024-06-14' }];
  });
  const { fetch } = fakeFetch({ ...STEP_ROUTES, [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: saved } }) });
  return renderWidget(<DetailsFormScreen mode="edit" />, {
    fetch,
    path: `/quote/edit?uuid=${UUID}&step=${step}&change=${encodeURIComponent(change)}`,
  });
}

describe('the details form opened by a Change link of the summary', () => {
  it('opens the question’s step with focus on the question', async () => {
    openAt(1, 'risk.proposer.date_of_birth');
    const field = await screen.findByLabelText('Date of birth');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('focuses an item of a list on its own Change button', async () => {
    openAt(4, 'risk.proposer.driver_details.claims.0');
    const change = await screen.findByRole('button', { name: /^Change Accident - my fault/ });
    await waitFor(() => expect(document.activeElement).toBe(change));
  });
});
