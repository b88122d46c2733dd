import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { FORM_ROUTES } from './fixtures';

/** The text of the error a control is described by (its hidden 'Error:' prefix included). */
const errorOf = (control: HTMLElement) => {
  const id = (control.getAttribute('aria-describedby') ?? '').split(' ').find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : null;
};

describe('a brand’s own validation messages (config.labels)', () => {
  it('shows an overridden message under the field and in the error summary, with its values filled', async () => {
    const { fetch } = fakeFetch(FORM_ROUTES);
    const labels = {
      'error.title': 'Please choose a title',
      'error.minAge': 'Drivers must be at least {age}',
      'ui.errorPrefix': 'Problem:',
    };
    renderWidget(<DetailsFormScreen mode="create" />, { fetch, config: { labels } });
    const young = `01/01/${new Date().getFullYear() - 10}`;
    await userEvent.type(screen.getByLabelText('Date of birth'), young);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toContain('Please choose a title');
    expect(links).toContain('Drivers must be at least 17');
    expect(links).not.toContain('Select your title');
    expect(errorOf(screen.getByLabelText('Title'))).toBe('Problem: Please choose a title');
    expect(errorOf(screen.getByLabelText('Date of birth'))).toBe('Problem: Drivers must be at least 17');
    // Messages not overridden keep docs/product/README.md#required-wording's words.
    expect(links).toContain('Enter your last name');
  });

  it('keeps the default for an empty override and reports it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch } = fakeFetch(FORM_ROUTES);
    renderWidget(<DetailsFormScreen mode="create" />, { fetch, config: { labels: { 'error.title': ' ' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Select your title' })).toBeVisible();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"labels.error.title" is empty'));
    error.mockRestore();
  });
});
