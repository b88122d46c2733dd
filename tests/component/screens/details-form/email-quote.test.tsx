/** 'Email yourself this quote': sent, or the insurer's limit (429) said in plain words with when to try again. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { EmailQuote } from '../../../../src/screens/details-form/email-quote';
import { reply } from '../../support/fake-fetch';
import { renderScreen } from '../../support/render-screen';

const UUID = '6f1c2a4e-0b7d-4c3a-9e2f-1a2b3c4d5e6f';
const route = `POST /api/proposal/${UUID}/send-quote-email`;

describe('the e-mail quote button', () => {
  it('says the e-mail was sent', async () => {
    renderScreen(<EmailQuote uuid={UUID} />, { path: '/', routes: { [route]: () => ({ success: true }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Email yourself this quote' }));
    expect(await screen.findByText('Email has been sent')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email yourself this quote' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when to try again when the insurer limits the e-mail, and keeps the button', async () => {
    const { container } = renderScreen(<EmailQuote uuid={UUID} />, {
      path: '/',
      routes: { [route]: () => reply(429, { code: 'rate_limited', message: 'Too many attempts', retry_after: 1740 }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Email yourself this quote' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('We’ve already emailed this quote a few times. Please try again in 29 minutes.'),
    );
    expect(screen.getByRole('button', { name: 'Email yourself this quote' }).hasAttribute('disabled')).toBe(false);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
