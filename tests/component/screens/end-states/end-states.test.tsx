import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Declined } from '../../../../src/screens/end-states/declined';
import { Exception } from '../../../../src/screens/end-states/exception';
import { Expired } from '../../../../src/screens/end-states/expired';
import { Failed } from '../../../../src/screens/end-states/failed';
import { InstalmentsDeclined } from '../../../../src/screens/end-states/instalments-declined';
import { NotFound } from '../../../../src/screens/end-states/not-found';
import { Referred } from '../../../../src/screens/end-states/referred';
import { quotedProposal } from '../../../support/proposal';
import { renderWidget } from '../../support/render-widget';

describe('end-state screens', () => {
  it('Declined says no quotation is available for these answers, never to try again later, and starts a new quote', async () => {
    const { location } = renderWidget(<Declined />, { path: '/quote/declined' });
    const body = screen.getByText(/We can’t give you a quote online for these answers/);
    expect(body.textContent).toBe(
      'We can’t give you a quote online for these answers. Usually this is because they are outside the cover our insurer offers.',
    );
    expect(screen.queryByText(/try again later/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Start a quote' }));
    expect(location.history?.at(-1)).toBe('/quote/create');
  });

  it('Declined gives a next step: the brand’s phone, other insurers, and a saved quote', async () => {
    const { location } = renderWidget(<Declined />, { path: '/quote/declined', config: { brand: { phone: '0800 111 2222' } } });
    expect(screen.getByText(/call us on 0800 111 2222\. Other insurers may be able to quote: try a price-comparison site/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve a quote' }));
    expect(location.history?.at(-1)).toBe('/quote/recall');
  });

  it('Referred shows the web reference to give when she calls', () => {
    const { widget } = renderWidget(<Referred />, { path: '/declined' });
    act(() => widget.stores.proposal.getState().load(quotedProposal(undefined, { reference: 'JUN-REF-4821' })));
    expect(screen.getByText('Your web reference is JUN-REF-4821. Please give it when you get in touch.')).toBeVisible();
  });

  it('Exception says her answers are kept, and offers a saved quote too', async () => {
    const { location } = renderWidget(<Exception />, { path: '/error/exception' });
    expect(screen.getByText(/Your answers so far are saved on this device/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve a quote' }));
    expect(location.history?.at(-1)).toBe('/quote/recall');
  });

  it('Exception after her payment was taken says not to pay again, that cover is not confirmed, that we will call, with her reference; no new quote', () => {
    const { widget } = renderWidget(<Exception />, { path: '/error/exception?paid', config: { brand: { phone: '0800 111 2222' } } });
    act(() => widget.stores.proposal.getState().load(quotedProposal(undefined, { reference: 'JUN-REF-4821' })));
    expect(screen.getByText(/We have your payment/).textContent).toBe(
      'We have your payment, but we could not finish setting up your policy, so your cover is not confirmed yet. Please don’t pay again: we will call you, or you can call us on 0800\u00a0111\u00a02222.',
    );
    expect(screen.getByText('JUN-REF-4821').closest('p')?.textContent).toBe('Your web reference JUN-REF-4821');
    expect(screen.queryByText(/carry on with your quote/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start a quote' })).toBeNull();
  });

  it('Exception before any payment keeps the carry-on wording and never mentions a payment', () => {
    renderWidget(<Exception />, { path: '/error/exception' });
    expect(screen.getByText(/carry on with your quote/).tagName).toBe('P');
    expect(screen.queryByText(/We have your payment|pay again/)).toBeNull();
  });

  it('Referred shows the brand e-mail, opening hours and the Contact Us link in a new tab', () => {
    renderWidget(<Referred />, {
      path: '/declined',
      config: { brand: { email: 'care@brand.example', contactUrl: 'https://brand.example/contact' } },
    });
    expect(screen.getByText(/unable to proceed with your purchase at present, please get in touch/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'care@brand.example' }).getAttribute('href')).toBe('mailto:care@brand.example');
    expect(screen.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
    const contact = screen.getByRole('link', { name: /Contact Us/ });
    expect(contact.getAttribute('target')).toBe('_blank');
    expect(contact.getAttribute('href')).toBe('https://brand.example/contact');
  });

  it('Failed shows the phone number and returns to the payment page of the same quote', async () => {
    const { location } = renderWidget(<Failed />, {
      path: '/quote/payment/failed?uuid=abc-123',
      config: { brand: { phone: '0800 111 2222' } },
    });
    expect(screen.getByRole('heading', { name: 'Your payment has been unsuccessful' })).toBeVisible();
    expect(screen.getByRole('link', { name: '0800 111 2222' }).getAttribute('href')).toBe('tel:08001112222');
    await userEvent.click(screen.getByRole('button', { name: 'Return to payment page and try again' }));
    expect(location.history?.at(-1)).toBe('/quote/payment?uuid=abc-123');
    await userEvent.click(screen.getByRole('button', { name: 'Return to Homepage' }));
    expect(location.history?.at(-1)).toBe('/quote/create');
  });

  it('Failed offers her saved quote too, to pay for later', async () => {
    const { location, container } = renderWidget(<Failed />, { path: '/quote/payment/failed' });
    expect(screen.queryByRole('button', { name: 'Return to payment page and try again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve a quote' }));
    expect(location.history?.at(-1)).toBe('/quote/recall');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('InstalmentsDeclined without its quote offers a new quote or the saved one', async () => {
    const { location } = renderWidget(<InstalmentsDeclined />, { path: '/quote/instalments/declined' });
    expect(screen.getByRole('button', { name: 'Start a quote' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve a quote' }));
    expect(location.history?.at(-1)).toBe('/quote/recall');
  });

  it('Referred offers no Retrieve: a referred quote is bought by phone, with its reference shown', () => {
    renderWidget(<Referred />, { path: '/declined' });
    expect(screen.queryByRole('button', { name: 'Retrieve a quote' })).toBeNull();
  });

  it('Expired offers both a new quote and a retrieved one', async () => {
    const { location } = renderWidget(<Expired />, { path: '/quote/session-expired' });
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve a quote' }));
    expect(location.history?.at(-1)).toBe('/quote/recall');
  });

  it('NotFound shows the requested path, then the ways on', async () => {
    const { location } = renderWidget(<NotFound />, { path: '/quote/nowhere' });
    expect(screen.getByText('/quote/nowhere')).toBeVisible();
    expect(screen.getByText('Check the address, or start a new quote or retrieve one you have saved.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve a quote' }));
    expect(location.history?.at(-1)).toBe('/quote/recall');
  });

  it('InstalmentsDeclined says a credit reference agency was searched, names it from config with its contact details, and offers paying in full or calling', () => {
    renderWidget(<InstalmentsDeclined />, {
      path: '/quote/instalments/declined?uuid=q1',
      config: {
        brand: {
          phone: '0800 111 2222',
          credit: {
            lender: 'Lend Ltd',
            creditReferenceAgency: { name: 'CRA Ltd', address: 'PO Box 9, Leeds LS1 9ZZ', contact: '0800 333 4444' },
          },
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your credit application has been declined' })).toBeInstanceOf(HTMLElement);
    expect(
      screen.getByText(
        'To decide, Lend Ltd searched your file at a credit reference agency: CRA Ltd, PO Box 9, Leeds LS1 9ZZ, 0800 333 4444. You can ask them for a copy of your file.',
      ),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(/paying for the year in full, or call us on 0800 111 2222/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Pay in full' })).toHaveProperty('disabled', false);
  });

  it('InstalmentsDeclined offers to pay in full for the same quote', async () => {
    const { location } = renderWidget(<InstalmentsDeclined />, { path: '/quote/instalments/declined?uuid=q1' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay in full' }));
    expect(location.history?.at(-1)).toBe('/quote/payment?uuid=q1');
  });

  it('error screens tell the host (without personal data) and take focus on their heading', () => {
    const onEvent = vi.fn();
    renderWidget(<Exception />, { path: '/error/exception', config: { onEvent } });
    expect(onEvent).toHaveBeenCalledWith('error_screen_shown', { screen: 'exception' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'We’re experiencing a technical issue' }));
  });

  it('a brand label override replaces the default text', () => {
    renderWidget(<Declined />, { path: '/quote/declined', config: { labels: { 'declined.title': 'No quote today' } } });
    expect(screen.getByRole('heading', { name: 'No quote today' })).toBeVisible();
  });
});
