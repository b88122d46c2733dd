/**
 * The disclosures on the summary: the demands-and-needs statement written from her answers,
 * Before you buy from the brand's config, and how to stop automatic renewal beside the yes/no.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyAdditionalDriver } from '../../../../src/contract/additional-driver';
import type { Proposal } from '../../../../src/contract/proposal';
import type { ConfigInput } from '../../../../src/config/config-input';
import { SummaryScreen } from '../../../../src/screens/summary/summary-screen';
import { quotedProposal, UUID } from '../../../support/addons-proposal';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';

const USES = { name: 'insurer.pc_class_of_use', options: [{ value: 'SDPC', name: 'Social, domestic and pleasure, including commuting' }] };

function setup(proposal: Proposal, config: ConfigInput = {}) {
  const api = fakeFetch({
    [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal } }),
    'GET /api/list/insurer.pc_class_of_use': () => ({ list: USES }),
  });
  return renderWidget(<SummaryScreen />, { path: `/quote/summary?uuid=${UUID}`, fetch: api.fetch, config });
}

// Legal protection and European breakdown chosen, key cover declined; Tom Hart drives too.
const twoDrivers = (monthly: boolean) =>
  quotedProposal((p) => {
    for (const a of p.addons) if (a.code !== 'PA') a.is_selected = ['LE', 'SAB5'].includes(a.code) ? true : a.code === 'KEY' ? false : null;
    const tom = emptyAdditionalDriver();
    tom.name = { ...tom.name, forenames: 'Tom', surname: 'Hart' };
    p.risk.additional_drivers = [tom];
    p.is_pay_monthly = monthly;
  });

/** Opens the closed "Policy Summary" disclosure, where what she reads for reference is. */
async function openPolicySummary() {
  const toggle = await screen.findByText('Policy Summary', { selector: 'summary' });
  if (!(toggle.parentElement as HTMLDetailsElement).open) await userEvent.click(toggle);
}

const needs = async () => {
  await openPolicySummary();
  return within(screen.getByRole('region', { name: 'Your demands and needs' }));
};

describe('Summary: what she is told before she pays', () => {
  it('states her demands and needs from her answers, a declined extra and two drivers, paying in full, and that no advice was given', async () => {
    setup(twoDrivers(false));
    const section = await needs();
    await section.findByText('Use of the car: Social, domestic and pleasure, including commuting');
    expect(section.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Comprehensive cover',
      'Cover for Amelia Hart and Tom Hart to drive the car',
      'Use of the car: Social, domestic and pleasure, including commuting',
      'These extras: Personal Accident Cover, Motor Legal Protection and European breakdown cover',
      'Not these extras, which you declined: Key Cover',
      'An excess of £500.00: £250.00 compulsory and £250.00 voluntary',
      'To pay for the year in one payment',
    ]);
    expect(section.getByText('This policy meets those demands and needs.')).toBeVisible();
    expect(section.getByText(/not given you advice or a personal recommendation/)).toBeVisible();
    // Before the final points she confirms.
    const final = screen.getByRole('region', { name: 'Final Points To Confirm' });
    const statement = screen.getByRole('region', { name: 'Your demands and needs' });
    expect(statement.compareDocumentPosition(final) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('says monthly by Direct Debit for a monthly payer', async () => {
    setup(twoDrivers(true));
    const section = await needs();
    expect(section.getByText('To pay monthly by Direct Debit')).toBeVisible();
    expect(section.queryByText('To pay for the year in one payment')).toBeNull();
  });

  it('shows Before you buy from the brand’s firm details: FRN, register, cancelling, complaints and the Ombudsman, privacy', async () => {
    setup(twoDrivers(false), {
      brand: {
        phone: '0300 000 1111',
        email: 'help@northgate.example',
        firm: {
          legalName: 'Northgate Motor Ltd',
          frn: '7654321',
          address: '1 High Street, Leeds LS1 1AA',
          registerUrl: 'https://register.fca.org.uk/s/firm?id=7654321',
        },
        documents: { complaints: 'https://northgate.example/complaints', privacyNotice: 'https://northgate.example/privacy' },
        cancellation: { fee: 0 },
      },
    });
    await openPolicySummary();
    const buy = within(screen.getByRole('region', { name: 'Before you buy' }));
    expect(
      buy.getByText(
        /Northgate Motor Ltd, 1 High Street, Leeds LS1 1AA, arranges your policy as an insurance broker acting for you\. It is authorised and regulated by the Financial Conduct Authority, firm reference number 7654321\./,
        { exact: false },
      ),
    ).toBeVisible();
    const href = (name: string) => buy.getByRole('link', { name: `${name} (opens in a new tab)` }).getAttribute('href');
    expect(href('Check us on the FCA register')).toBe('https://register.fca.org.uk/s/firm?id=7654321');
    expect(buy.getByText(/cancel within 14 days of buying or of receiving your documents/)).toBeVisible();
    // No fee: only the days covered are kept.
    expect(buy.getByText(/keeping only the cost of the days you were covered\.$/)).toBeVisible();
    expect(buy.getByText(/tell us on 0300 000 1111 or at help@northgate\.example.*Financial Ombudsman Service/)).toBeVisible();
    expect(href('How to complain')).toBe('https://northgate.example/complaints');
    expect(buy.getByText(/credit reference and fraud prevention agencies, and keep them for 7 years/)).toBeVisible();
    expect(href('Privacy notice')).toBe('https://northgate.example/privacy');
  });

  it('shows the demo’s firm, marked as the demo’s, and its cancellation fee, by default', async () => {
    setup(twoDrivers(false));
    await openPolicySummary();
    const buy = within(screen.getByRole('region', { name: 'Before you buy' }));
    expect(
      buy.getByText(
        /Juniper Car Insurance Ltd \(demo\), 1 Example Street, London EC1A 1AA \(this is a demonstration\), arranges your policy .*firm reference number 000000\./,
      ),
    ).toBeVisible();
    expect(buy.getByText(/the days you were covered and a fee of £25\.00\./)).toBeVisible();
  });

  it('explains automatic renewal beside the yes/no: the price 21 days ahead, and how to turn it off', async () => {
    setup(twoDrivers(false), { brand: { phone: '0300 000 1111', email: 'help@northgate.example' } });
    const renewal = within(await screen.findByRole('region', { name: 'Renewal Information' }));
    expect(renewal.getByText(/renewal price at least 21 days before your policy ends/)).toBeVisible();
    const question = renewal.getByRole('group', { name: 'Would you like your policy to renew automatically?' });
    expect(
      within(question).getByText(
        /turn automatic renewal off at any time: call us on 0300 000 1111, e-mail help@northgate\.example or use your online account/,
      ),
    ).toBeVisible();
  });
});
