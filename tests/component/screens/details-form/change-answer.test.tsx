import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';
import { quoted, UUID } from '../price-presentation/fixtures';
import { STEP_ROUTES } from './steps-fixtures';

/** The form as a step's Change link of the summary's check answers opens it. */
function openAt(step: number) {
  const { fetch } = fakeFetch({ ...STEP_ROUTES, [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: quoted() } }) });
  return renderWidget(<DetailsFormScreen mode="edit" />, { fetch, path: `/quote/edit?uuid=${UUID}&step=${step}` });
}

describe('the details form opened by a Change link of the summary', () => {
  it('opens that step with focus on its heading', async () => {
    openAt(4);
    const heading = await screen.findByRole('button', { name: /Your Driving/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('aria-expanded', 'true');
  });
});
