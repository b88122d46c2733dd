import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { coverEnd, ordinalDate, todayIso } from '../../../../src/domain/dates';
import { ThankYouScreen } from '../../../../src/screens/thank-you/thank-you-screen';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { renderScreen } from '../../support/render-screen';

const PATH = `/quote/thankyou?uuid=${UUID}`;
const PORTAL = 'https://portal.juniper.example/policy?ref=MQ-000123';

type Saved = ReturnType<typeof proposal>;

function setup(saved: Saved, config = {}, portalUrl = PORTAL, documents?: Saved['documents']) {
  const accepted = { ...saved, is_accepted: true, documents };
  return renderScreen(<Route path="/quote/thankyou" component={ThankYouScreen} />, {
    path: PATH,
    config,
    routes: {
      [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: saved } }),
      [`POST /api/proposal/${UUID}/device-risk`]: () => ({ success: true }),
      [`POST /api/proposal/${UUID}/save-device-risk-check`]: () => ({ data: { result: 'allow' } }),
      [`POST /api/proposal/${UUID}/quote/accept`]: () => ({ proposal: accepted }),
      [`GET /api/proposal/${UUID}/generate-portal-link`]: () => ({ portal_url: portalUrl }),
      'GET /api/list/insurer.pc_class_of_use': () => ({ list: { name: 'insurer.pc_class_of_use', options: [] } }),
    },
  });
}

describe('Thank-you screen', () => {
  it('confirms a paid quote after the device check and accept, with everything the product lists', async () => {
    const { calls, widget } = setup(proposal((p) => (p.is_purchased = true)));
    expect(screen.getByRole('dialog', { name: 'Please wait' }).textContent).toContain('We are confirming your policy');
    // Cover that starts on a later day: the title says when, never that the car is insured now.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you. Your cover starts on 7th June 2030' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByText('Thank you, your car is insured')).toBeNull();
    expect(screen.getByText('MQ-000123')).toBeVisible();
    expect(screen.getByText('7th June 2030 at 00:01')).toBeVisible();
    expect(screen.getByText('6th June 2031 at 23:59')).toBeVisible();
    expect(screen.getByText(/less than 2 years old, within 14 days of buying/)).toBeVisible();
    expect(screen.getByText(/emailed your policy documents to amelia@example.com/)).toBeVisible();
    const portal = screen.getByRole('link', { name: 'Go to your customer portal (opens in a new tab)' });
    expect(portal.getAttribute('href')).toBe(PORTAL);
    expect(portal.getAttribute('target')).toBe('_blank');
    expect(portal.getAttribute('rel')).toContain('noopener');
    expect(widget.deviceRisk.blackbox).toHaveBeenCalledOnce();
    // The option list naming the use of the car (her demands-and-needs copy) loads beside these.
    const proposalCalls = calls.filter((c) => !c.path.startsWith('/api/list/'));
    expect(proposalCalls.map((c) => `${c.method} ${c.path.replace(UUID, '{uuid}')}`)).toEqual([
      'GET /api/proposal/{uuid}',
      'POST /api/proposal/{uuid}/device-risk',
      'POST /api/proposal/{uuid}/save-device-risk-check',
      'POST /api/proposal/{uuid}/quote/accept',
      'GET /api/proposal/{uuid}/generate-portal-link',
    ]);
  });

  it('says the car is insured from the moment she bought when cover starts today, with its end', async () => {
    const today = todayIso();
    setup(
      proposal((p) => {
        p.is_purchased = true;
        p.risk.start_date = today;
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Thank you, your car is insured' });
    expect(screen.getByText(`${ordinalDate(today)}, from the moment you buy`)).toBeVisible();
    expect(screen.getByText(`${ordinalDate(coverEnd(today))} at 23:59`)).toBeVisible();
  });

  it('lists the version of each document the insurer recorded at accept, each a link', async () => {
    const documents = [
      {
        url: 'https://api.example/sandbox/documents/ipid.html',
        title: 'Insurance Product Information Document: Private Car Insurance',
        version: '2026-01',
      },
      { url: 'https://api.example/sandbox/documents/ipid/LE', title: 'IPID: Motor Legal Protection', version: '2026-02' },
    ];
    setup(
      proposal((p) => (p.is_purchased = true)),
      {},
      PORTAL,
      documents,
    );
    await screen.findByText('The documents you were shown before you paid, as the insurer recorded them:');
    for (const doc of documents) {
      // The version's hyphen does not break (a non-breaking hyphen).
      const link = screen.getByRole('link', { name: `${doc.title}, version ${doc.version.replace('-', '\u2011')} (opens in a new tab)` });
      expect(link.getAttribute('href')).toBe(doc.url);
    }
  });

  it('gives the proof-of-no-claims condition with its deadline from config', async () => {
    setup(
      proposal((p) => (p.is_purchased = true)),
      { brand: { ncdProofDays: 21 } },
    );
    const ncd = await screen.findByText(/please send us proof of it from your previous insurer/);
    expect(ncd.textContent).toBe(
      'If you have a No Claims Discount, please send us proof of it from your previous insurer, such as a renewal notice less than 2 years old, within 21 days of buying. If we don’t receive it by then, your policy may be cancelled.',
    );
  });

  it('shows an accepted quote again without accepting, with the partner’s thank-you for aggregator quotes', async () => {
    const { calls } = setup(
      proposal((p) => {
        p.is_purchased = true;
        p.is_accepted = true;
        p.risk.source_of_business = '105';
      }),
    );
    await screen.findByText('Thank you for choosing us through CompareCover.');
    expect(calls.some((c) => c.path.endsWith('/quote/accept'))).toBe(false);
  });

  it('names the insurer from config: Underwritten by', async () => {
    setup(
      proposal((p) => {
        p.is_purchased = true;
        p.is_accepted = true;
      }),
      { brand: { insurer: { name: 'Ins Ltd' } } },
    );
    expect(await screen.findByText('Underwritten by Ins Ltd.')).toBeInstanceOf(HTMLElement);
  });

  it('goes to Failed when the payment did not go through', async () => {
    const { current, calls } = setup(proposal());
    await waitFor(() => expect(current()).toBe(`/quote/payment/failed?uuid=${UUID}`));
    expect(calls.some((c) => c.path.endsWith('/quote/accept'))).toBe(false);
  });

  it.each(['http://evil.example/portal', 'https://user:pass@evil.example/', 'data:text/html,hi'])(
    'puts no portal link from the API that is neither https nor the API’s origin: %s',
    async (url) => {
      setup(
        proposal((p) => (p.is_purchased = true)),
        {},
        url,
      );
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(screen.getByText(/portal/i, { selector: 'p' })).toBeVisible());
      expect(screen.queryByRole('link', { name: /customer portal/ })).toBeNull();
    },
  );
});
