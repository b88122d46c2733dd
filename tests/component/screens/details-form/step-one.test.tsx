import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { FORM_ROUTES } from './fixtures';

describe('details form, step 1 About You', () => {
  it('lists every error in a summary that links to its field when Continue is pressed too early', async () => {
    const { fetch } = fakeFetch(FORM_ROUTES);
    renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    await userEvent.type(screen.getByLabelText('First name'), 'Amelia');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('There is a problem')).toBeVisible();
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Select your title',
      'Enter your last name',
      'Enter your date of birth',
      'Select your marital status',
      'Enter your email address',
      'Enter your mobile number',
    ]);
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your last name' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks a date of birth as typed: a real date, and 17 or over', async () => {
    const { fetch } = fakeFetch(FORM_ROUTES);
    renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    const dob = screen.getByLabelText('Date of birth');
    await userEvent.type(dob, '31022000');
    await userEvent.tab();
    expect(await screen.findByText('Date of birth must be a real date, like 27/03/1990')).toBeVisible();
    await userEvent.clear(dob);
    const tooYoung = new Date();
    await userEvent.type(dob, `01/01/${tooYoung.getFullYear() - 10}`);
    await userEvent.tab();
    expect(await screen.findByText('You must be 17 or over to get a quote')).toBeVisible();
  });

  it('derives the salutation and keeps answers in the draft as they are typed', async () => {
    const { fetch } = fakeFetch(FORM_ROUTES);
    const { widget } = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    await screen.findByRole('option', { name: 'Mrs' });
    await userEvent.selectOptions(screen.getByLabelText('Title'), 'Mrs');
    await userEvent.type(screen.getByLabelText('Last name'), 'Okafor');
    expect(widget.stores.proposal.getState().draft.risk.proposer.name.salutation).toBe('Mrs Okafor');
  });

  it('tells the browser what each of the proposer’s own fields holds, so it can fill them (WCAG 2.2 1.3.5)', () => {
    const { fetch } = fakeFetch(FORM_ROUTES);
    renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    const purposes = ['Title', 'First name', 'Last name', 'Date of birth', 'Email address', 'Mobile number'].map((label) =>
      screen.getByLabelText(label).getAttribute('autocomplete'),
    );
    expect(purposes).toEqual(['honorific-prefix', 'given-name', 'family-name', 'bday', 'email', 'tel']);
  });
});
