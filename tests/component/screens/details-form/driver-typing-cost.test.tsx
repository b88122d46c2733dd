import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { beginChange } from '../../../../src/details-form/flows/item-edit';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { answeredPaths, proposalWithDrivers } from '../../../e2e/support/household';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';
import { STEP_ROUTES } from './steps-fixtures';

// Every date a rule, a field's calendar limits or a list line checks is parsed by toIsoDate:
// counting its calls counts the date work of one key, whichever selector does it.
const parsed = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../src/domain/dates', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../src/domain/dates')>();
  return {
    ...actual,
    toIsoDate: (value: unknown) => {
      parsed.count += 1;
      return actual.toIsoDate(value);
    },
  };
});

// The driver form's other lists, answered empty: their options play no part here.
const ROUTES = {
  ...STEP_ROUTES,
  ...Object.fromEntries(
    ['occupation_role', 'occupation_industry', 'person_vehicle_access', 'person_motoring_organisation', 'motor_convictions'].map((name) => [
      `GET /api/list/insurer.${name}`,
      () => ({ list: { name: `insurer.${name}`, options: [] } }),
    ]),
  ),
};

/**
 * Step 7 with `drivers` drivers (each with `items` claims and convictions), every answer left
 * (touched, so every error is worked out), the first driver open in the driver form: the dates
 * parsed while one key is typed into their first name, after a first key.
 */
async function datesParsedForOneKey(drivers: number, items: number): Promise<number> {
  const { fetch } = fakeFetch(ROUTES);
  const { widget, unmount } = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
  const draft = proposalWithDrivers(drivers, items);
  act(() => {
    widget.stores.proposal.getState().load(draft);
    widget.stores.detailsForm.setState({
      touched: Object.fromEntries(
        answeredPaths(draft.risk.additional_drivers, 'risk.additional_drivers').map((path) => [path, true as const]),
      ),
    });
    widget.stores.detailsForm.getState().reachAll();
    widget.stores.detailsForm.getState().open(7);
    widget.stores.detailsForm.getState().setDriverEdit(beginChange(widget, 'risk.additional_drivers', 0));
  });
  const firstName = within(screen.getByRole('dialog')).getByLabelText('First name');
  await userEvent.type(firstName, 'a');
  parsed.count = 0;
  await userEvent.type(firstName, 'b');
  const count = parsed.count;
  expect(widget.stores.proposal.getState().draft.risk.additional_drivers![0].name.forenames).toBe('Tomab');
  unmount();
  return count;
}

describe('typing in the driver form', () => {
  it('costs the same date work with 4 drivers of 5 claims and 5 convictions as with 1 driver of 1 each', async () => {
    const small = await datesParsedForOneKey(1, 1);
    expect(small).toBeGreaterThan(0);
    expect(await datesParsedForOneKey(4, 5)).toBe(small);
  });
});
