import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Proposal } from '../../../../src/contract/proposal';
import { SummaryScreen } from '../../../../src/screens/summary/summary-screen';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { quotedProposal, UUID } from '../../../support/addons-proposal';
import type { QuotedProposal } from '../../../support/proposal';

const PATH = `/quote/summary?uuid=${UUID}`;
const USES = { name: 'insurer.pc_class_of_use', options: [{ value: 'SDPC', name: 'Social, domestic and pleasure, including commuting' }] };

function setup(proposal: Proposal = quotedProposal(), saved: Proposal = proposal, labels: Record<string, string> = {}) {
  const api = fakeFetch({
    [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal } }),
    'GET /api/list/insurer.pc_class_of_use': () => ({ list: USES }),
    [`POST /api/proposal/${UUID}/confirm`]: () => ({ proposal }),
    [`POST /api/proposal/${UUID}/payment-option`]: () => ({ proposal: saved }),
  });
  const view = renderWidget(<SummaryScreen />, { path: PATH, fetch: api.fetch, config: { labels } });
  return { ...view, calls: api.calls };
}

const withChoices = (codes: string[], change: (p: QuotedProposal) => void = () => undefined) =>
  quotedProposal((p) => {
    for (const a of p.addons) if (a.code !== 'PA') a.is_selected = codes.includes(a.code);
    change(p);
  });

async function confirmEverything(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByRole('group', { name: 'Would you like your policy to renew automatically?' })).getByLabelText('No'));
  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
}

/** Opens the closed "Policy Summary" disclosure, where what she reads for reference is. */
async function openPolicySummary() {
  const toggle = await screen.findByText('Policy Summary', { selector: 'summary' });
  if (!(toggle.parentElement as HTMLDetailsElement).open) await userEvent.click(toggle);
}

afterEach(() => vi.useRealTimers());

// userEvent on a shared 2-core machine: typing and ticking can pass 5 s.
describe('Summary screen', () => {
  it("words the cover start in the brand's label", async () => {
    const proposal = quotedProposal((p) => {
      p.risk.start_date = '2026-03-02';
    });
    setup(proposal, undefined, { 'cover.startsFromMidnight': 'From 00:01 on {date}' });
    expect(await screen.findByText('From 00:01 on 2nd March 2026')).toBeVisible();
  });

  it('shows the total with extras, cover start, reference, sorted sanitised endorsements and the chosen extras', async () => {
    setup(
      withChoices(['LE', 'SAB5'], (p) => {
        p.risk.start_date = '2026-03-02';
        p.quote.reference = 'JUN-4821-7730';
        p.quote.endorsements = [
          {
            text: '<h4>41 - Tracking device</h4><p>Theft cover needs a working tracker.</p><img src=x onerror="alert(1)">',
            extra_info: '41',
          },
          // A number, as some insurers send a code: the contract reads it as '9' (CodeSchema).
          {
            text: '<h4>9 - Garaging</h4><p onclick="steal()">Kept in a garage overnight.</p><script>alert(2)</script>',
            extra_info: 9 as unknown as string,
          },
        ];
      }),
    );
    expect(await screen.findByText('£661.39')).toBeVisible();
    expect(screen.getByText('Your total premium')).toBeVisible();
    expect(
      screen.getByText(
        'Your optional extras are included. All prices include Insurance Premium Tax. Underwritten by Juniper Underwriting Ltd (demo).',
      ),
    ).toBeVisible();
    expect(screen.getByText('2nd March 2026 at 00:01')).toBeVisible();
    expect(screen.getByText('JUN-4821-7730')).toBeVisible();
    await openPolicySummary();
    const endorsements = screen
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent)
      .filter((text) => /^\d+ -/.test(text ?? ''));
    expect(endorsements).toEqual(['9 - Garaging', '41 - Tracking device']);
    const section = screen.getByRole('region', { name: 'Endorsements' });
    expect(section.querySelector('script, img, [onclick]')).toBeNull();
    expect(within(section).getByText('Driving other cars is excluded')).toBeVisible();
    const extras = within(screen.getByRole('region', { name: 'Optional Extras' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // Each extra with its price, so she sees what each one adds.
    expect(extras).toEqual(['Personal Accident Cover (included)', 'Motor Legal Protection (£29.99)', 'European breakdown cover (£119.00)']);
    expect(screen.queryByText('Paying monthly involves a credit check')).toBeNull();
    expect(
      await within(screen.getByRole('region', { name: 'Cover and Use' })).findByText('Social, domestic and pleasure, including commuting'),
    ).toBeVisible();
  });

  it('for monthly payers shows the monthly payment, the credit-check notice and the plan', async () => {
    setup(
      quotedProposal((p) => {
        p.is_pay_monthly = true;
      }),
    );
    expect(await screen.findByText('£48.63')).toBeVisible();
    expect(screen.getByText('per month')).toBeVisible();
    expect(screen.getByText('Paying monthly involves a credit check')).toBeVisible();
    expect(screen.getByText(/hard search will appear on your credit file/)).toBeVisible();
    const plan = within(screen.getByRole('region', { name: 'Your pay-monthly plan' }));
    expect(plan.getByText('10 payments of £48.63')).toBeVisible();
  });

  it('says cover starting today runs from the moment she buys, and when it ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:00:00'));
    setup(
      quotedProposal((p) => {
        p.risk.start_date = '2026-03-02';
      }),
    );
    expect(await screen.findByText('2nd March 2026, from the moment you buy')).toBeVisible();
    expect(screen.getByText('1st March 2027 at 23:59')).toBeVisible();
  });

  it('says when no extras were chosen', async () => {
    setup(
      withChoices([], (p) => {
        p.addons = p.addons.filter((a: { code: string }) => a.code !== 'PA');
        p.quote.addons = p.addons;
      }),
    );
    expect(await screen.findByText('No Optional Extras Selected')).toBeVisible();
  });

  it('warns when the add-ons are missing', async () => {
    setup(
      quotedProposal((p) => {
        p.addons = [];
        p.quote.addons = [];
      }),
    );
    expect(await screen.findByText('Something went wrong with retrieving your optional extras')).toBeVisible();
  });

  it('shows NCD protection bought, with its price and the insurer’s step-back scale', async () => {
    setup(
      quotedProposal((p) => {
        p.protect_ncd = true;
      }),
    );
    await openPolicySummary();
    const ncd = within(screen.getByRole('region', { name: 'No Claims Discount' }));
    expect(ncd.getByText('NCD protection added').nextElementSibling?.textContent).toBe('Yes (£40.99)');
    expect(ncd.getByText('9%')).toBeVisible();
    const rows = ncd
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows[0]).toEqual(['5', '4']);
    expect(rows).toHaveLength(3);
  });

  it('never treats her answer that her past cover was protected as protection bought', async () => {
    setup(
      quotedProposal((p) => {
        p.risk.previous_insurance = { type: 'own', ncd: { years: 6, is_protected: true } };
      }),
    );
    const ncd = within(await screen.findByRole('region', { name: 'No Claims Discount' }));
    expect(ncd.queryByRole('table')).toBeNull();
    expect(ncd.getByText('NCD protection added').nextElementSibling?.textContent).toBe('No');
  });

  it('hides the step-back scale for an unprotected discount', async () => {
    setup();
    await openPolicySummary();
    const ncd = within(screen.getByRole('region', { name: 'No Claims Discount' }));
    expect(ncd.queryByRole('table')).toBeNull();
    expect(ncd.getByText('No')).toBeVisible();
  });

  it('links the four policy documents from brand config, each in a new tab; the defaults are the API’s (sandbox) pages', async () => {
    setup();
    const docs = within(await screen.findByRole('region', { name: 'Your policy documents' })).getAllByRole('link');
    expect(
      docs.map((a) => [a.textContent?.replace(' (opens in a new tab)', ''), a.getAttribute('href'), a.getAttribute('target')]),
    ).toEqual([
      ['Insurance Product Information Document (IPID)', 'http://sandbox.test/sandbox/documents/ipid.html', '_blank'],
      ['Policy Wording', 'http://sandbox.test/sandbox/documents/policy-wording.html', '_blank'],
      ['Administration Services Contract', 'http://sandbox.test/sandbox/documents/administration-services-contract.html', '_blank'],
      ['Terms and Conditions', 'http://sandbox.test/sandbox/documents/terms-and-conditions.html', '_blank'],
    ]);
  });

  it('blanks the placeholder mobile, never pre-ticks, and blocks Continue with linked errors', async () => {
    const user = userEvent.setup();
    const { calls } = setup(
      quotedProposal((p) => {
        p.risk.proposer.phone_numbers.mobile = '01000000000';
      }),
    );
    const mobile = (await screen.findByLabelText('Mobile number')) as HTMLInputElement;
    expect(mobile.value).toBe('');
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Enter your mobile number',
      'Select if you would like your policy to renew automatically',
      'Confirm that you have completed the questions honestly',
      'Confirm that you have read and agree to the Administration Services Contract and the Terms and Conditions',
      'Confirm that you have read and agree to the excesses and endorsements',
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Confirm that you have read and agree to the excesses and endorsements' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/excesses and endorsements shown on this page/));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refuses a bad mobile number even with everything ticked', async () => {
    const user = userEvent.setup();
    const { calls } = setup(
      quotedProposal((p) => {
        p.risk.proposer.phone_numbers.mobile = '01000000000';
      }),
    );
    const mobile = await screen.findByLabelText('Mobile number');
    await confirmEverything(user);
    await user.clear(mobile);
    await user.type(mobile, '0123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toMatch(/^Enter a UK mobile number/);
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('a bad mobile left for Continue: nothing moves between the press and the click, and the first click acts', async () => {
    const user = userEvent.setup();
    setup(
      quotedProposal((p) => {
        p.risk.proposer.phone_numbers.mobile = '01000000000';
      }),
    );
    const mobile = await screen.findByLabelText('Mobile number');
    await user.clear(mobile);
    await user.type(mobile, '0123');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    // Pressed: focus leaves the mobile field, whose error would push Continue down under the pointer.
    await user.pointer({ keys: '[MouseLeft>]', target: continueButton });
    expect(screen.queryByText(/^Enter a UK mobile number/)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: continueButton });
    // Released: the click acted (Continue's error summary), and the field's own error shows.
    expect(within(await screen.findByRole('alert')).getAllByRole('link')[0]!.textContent).toMatch(/^Enter a UK mobile number/);
    await waitFor(() => expect(mobile.getAttribute('aria-invalid')).toBe('true'));
  });

  it('a bad mobile left by Tab shows its error at once', async () => {
    const user = userEvent.setup();
    setup(
      quotedProposal((p) => {
        p.risk.proposer.phone_numbers.mobile = '01000000000';
      }),
    );
    const mobile = await screen.findByLabelText('Mobile number');
    await user.clear(mobile);
    await user.type(mobile, '0123');
    await user.tab();
    expect(screen.getByText(/^Enter a UK mobile number/)).toBeVisible();
  });

  it('asks no contact details she gave on step 1, confirms them, saves the payment options and goes to Payment', async () => {
    const user = userEvent.setup();
    const { calls, location } = setup();
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    await confirmEverything(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/quote/payment?uuid=${UUID}`));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual([`/api/proposal/${UUID}/confirm`, `/api/proposal/${UUID}/payment-option`]);
    expect(posts[0].body).toMatchObject({
      risk: { proposer: { email_address: quotedProposal().risk.proposer.email_address } },
      consent_to_auto_renew: false,
    });
    expect(posts[1].body).toMatchObject({ check: true, is_pay_monthly: false });
  });

  it('goes to Instalments when paying monthly, and to Referred when the quote is referred', async () => {
    const user = userEvent.setup();
    const monthly = quotedProposal((p) => {
      p.is_pay_monthly = true;
    });
    const first = setup(monthly);
    await screen.findByRole('button', { name: 'Continue' });
    await confirmEverything(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(first.location.history.at(-1)).toBe(`/quote/instalments?uuid=${UUID}`));
    first.unmount();
    const referred = setup(
      monthly,
      quotedProposal((p) => {
        p.is_pay_monthly = true;
        p.quote.is_referred = true;
      }),
    );
    await screen.findByRole('button', { name: 'Continue' });
    await confirmEverything(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(referred.location.history.at(-1)).toBe(`/declined?uuid=${UUID}`));
  });

  it('goes back to the add-ons', async () => {
    const user = userEvent.setup();
    const { location } = setup();
    await screen.findByRole('button', { name: 'Continue' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location.history.at(-1)).toBe(`/quote/addons?uuid=${UUID}`);
  });
});
