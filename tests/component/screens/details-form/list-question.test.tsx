import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListQuestion } from '../../../../src/screens/details-form/list-question';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { FORM_ROUTES } from './fixtures';

describe('a question over an option list', () => {
  it('says when its list failed to load, and Try again fetches it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    const titles = FORM_ROUTES['GET /api/list/insurer.person_title'];
    const { fetch, calls } = fakeFetch({
      'GET /api/list/insurer.person_title': (init) => (down ? { list: 'broken' } : titles(init)),
    });
    renderWidget(
      <ListQuestion id="title" label="Title" kind="select" list="person_title" allowed={null} value={null} onChange={() => undefined} />,
      { fetch },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load the choices for this question.');

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(document.activeElement).toBe(screen.getByLabelText('Title')); // not lost to <body> as the notice goes
    expect(screen.getByRole('option', { name: 'Mrs' })).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/list/insurer.person_title')).toHaveLength(2);
  });
});
