/**
 * 'Save or email this quote' on the price screen sends the quote e-mail to the
 * address she gave and says what went where, her reference and the way back; the insurer's limit
 * (429) says when to try again; a failure claims nothing and leaves the button to press again.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { PricePresentationScreen } from '../../../../src/screens/price-presentation/price-presentation-screen';
import { reply, type FakeRoutes } from '../../support/fake-fetch';
import { renderScreen } from '../../support/render-screen';
import { PATH, priceRoutes, quoted, UUID } from './fixtures';

const SEND = `POST /api/proposal/${UUID}/send-quote-email`;
const save = () => screen.findByRole('button', { name: 'Save or email this quote' });

function renderPrice(send: FakeRoutes[string]) {
  return renderScreen(<PricePresentationScreen />, {
    path: PATH,
    routes: { ...priceRoutes(quoted((p) => (p.risk.proposer.email_address = 'amelia.hart@example.com'))), [SEND]: send },
  });
}

describe('Save or email this quote', () => {
  it('says what was sent and where, the reference and how to come back', async () => {
    const { container, calls } = renderPrice(() => ({ success: true }));
    await userEvent.click(await save());
    // Said in a live region (WCAG 4.1.3): the status that holds what was sent holds the way back too.
    const sent = await screen.findByText(/^We’ve emailed this quote to amelia\.hart@example\.com\./);
    const status = sent.closest('[aria-live="polite"]')!;
    expect(status.textContent).toContain('Your quote reference is MQ-TEST-0001');
    expect(status.textContent).toContain('choose Retrieve your quote and enter your quote reference, postcode and date of birth');
    expect(calls.filter((c) => c.path.endsWith('/send-quote-email'))).toEqual([
      { method: 'POST', path: `/api/proposal/${UUID}/send-quote-email`, body: { uuid: UUID } },
    ]);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('says when to try again when the insurer limits the e-mail, and keeps the button', async () => {
    const { container } = renderPrice(() => reply(429, { code: 'rate_limited', message: 'Too many attempts', retry_after: 1740 }));
    await userEvent.click(await save());
    await screen.findByText('We’ve already emailed this quote a few times. Please try again in 29 minutes.');
    expect(screen.queryByText(/We’ve emailed this quote/)).toBeNull();
    expect((await save()).hasAttribute('disabled')).toBe(false);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('claims nothing when the e-mail fails, and sends on a second press', async () => {
    let answer: () => unknown = () => reply(503, { code: 'unavailable', message: 'Down' });
    renderPrice(() => answer());
    await userEvent.click(await save());
    await screen.findByText('We couldn’t send the email. Please try again.');
    expect(screen.queryByText(/We’ve emailed this quote/)).toBeNull();
    answer = () => ({ success: true });
    await userEvent.click(await save());
    await screen.findByText(/We’ve emailed this quote to amelia.hart@example.com/);
    expect(screen.queryByText('We couldn’t send the email. Please try again.')).toBeNull();
  });
});
