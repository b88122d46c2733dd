import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { STEP_ROUTES } from './steps-fixtures';

describe('names and postcodes are tidied as a field is left', () => {
  it('a name keeps its spaces while typed, and is trimmed once left', async () => {
    const user = userEvent.setup();
    const { fetch } = fakeFetch(STEP_ROUTES);
    const { widget } = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    const first = screen.getByLabelText('First name') as HTMLInputElement;
    await user.type(first, ' sarah  jane ');
    expect(first.value).toBe(' sarah  jane ');
    await user.tab();
    expect(first.value).toBe('sarah jane');
    expect(widget.stores.proposal.getState().draft.risk.proposer.name.forenames).toBe('sarah jane');
  });

  it('the postcode where the car is kept is stored in its standard form', async () => {
    const user = userEvent.setup();
    const { fetch } = fakeFetch(STEP_ROUTES);
    const { widget } = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    act(() => {
      widget.stores.proposal.getState().setAnswer('risk.vehicle.is_kept_at_proposer_postcode', false);
      widget.stores.detailsForm.getState().reachAll();
      widget.stores.detailsForm.getState().open(5);
    });
    const kept = screen.getByLabelText('Postcode where it is kept overnight') as HTMLInputElement;
    await user.type(kept, 'm1 1ae');
    await user.tab();
    expect(kept.value).toBe('M1 1AE');
    expect(widget.stores.proposal.getState().draft.risk.vehicle.kept_postcode).toBe('M1 1AE');
  });
});
