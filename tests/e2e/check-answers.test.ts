/**
 * The summary shows her answers back before she declares them (GOV.UK's
 * check-answers pattern), and a Change link opens the form at that question. MQ_SCREENSHOTS=docs/screenshots
 * also writes the check-answers part at 360 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { proposalWithDrivers } from './support/household';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();
const shots = process.env.MQ_SCREENSHOTS;
const daysAgo = (days: number) => dayjs().subtract(days, 'day').format('YYYY-MM-DD');

describe('check your answers on the summary', () => {
  it('shows her answers by step, and "Change date of birth" opens step 1 with focus on it', { timeout: 120_000 }, async () => {
    // Amelia Hart with a claim and a conviction of her own, and Tom Hart as a second driver.
    const { uuid, proposal } = await createQuotedProposal(origin(), {
      change: (p) => {
        p.risk = proposalWithDrivers(1, 0).risk;
        const { driver_details: driving } = p.risk.proposer;
        driving.has_claims = true;
        driving.claims = [
          {
            description: 'AF',
            date: daysAgo(400),
            has_own_damage_cost: true,
            own_damage_cost: 1250,
            has_third_party_cost: false,
            third_party_cost: null,
            is_ncb_prejudiced: true,
            is_personal_injury: false,
            is_under_policyholders_cover: true,
          },
        ];
        driving.licence.has_convictions = true;
        driving.licence.convictions = [
          {
            code: 'SP30',
            offence_date: daysAgo(300),
            conviction_date: daysAgo(250),
            points: 3,
            has_ban_months: false,
            ban_months: null,
            fine: 100,
            alcohol_reading_type: null,
            alcohol_reading: null,
          },
        ];
      },
    });
    const page = await browser.newPage({ width: 360 });
    const errors = watchErrors(page);
    await page.goto(`${origin()}/#/quote/summary?uuid=${uuid}`);
    const part = page.getByRole('region', { name: 'Check your answers' });
    // The job's name comes from its option list: the part is complete once it shows.
    await part.getByText('Teacher', { exact: true }).waitFor();
    await expect(part.getByRole('heading', { level: 3 }).allInnerTexts()).resolves.toEqual([
      'About You',
      'About Your Car',
      'Your Details',
      'Your Driving',
      'Using the car',
      'Cover Details',
      'Additional Drivers',
    ]);
    const dob = dayjs(proposal.risk.proposer.date_of_birth).format('D MMMM YYYY');
    for (const answer of ['Amelia', 'Hart', dob, '12 Park Lane', 'LS6 2AB', 'Teacher', 'Comprehensive'])
      await part.getByText(answer, { exact: true }).first().waitFor();
    await part.getByText(/^SP30 – /).waitFor();
    await part.getByText(/^Tom Hart, /).waitFor();
    for (const question of [
      'First name',
      'Date of birth',
      'Your address',
      'Job title',
      'What type of licence do you have?',
      'Claims, accidents and losses',
      'Motoring convictions',
      'Drivers',
    ])
      await expect(part.getByRole('button', { name: `Change ${question}`, exact: true }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, 'summary with check your answers, 360 px');
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await part.screenshot({ path: path.join(shots, `summary-check-answers-${width}.png`) });
      }
    }

    await part.getByRole('button', { name: 'Change Date of birth', exact: true }).click();
    await page.waitForURL(/#\/quote\/edit\?uuid=[^&]+&step=1&change=risk\.proposer\.date_of_birth$/);
    const field = page.getByLabel('Date of birth', { exact: true });
    await expect.poll(() => field.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    await expect(field.inputValue()).resolves.toBe(dayjs(proposal.risk.proposer.date_of_birth).format('DD/MM/YYYY'));
    await expect(
      page
        .getByRole('button', { name: /About You/ })
        .first()
        .getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    await expectNoAxeViolations(page, 'the form opened by Change date of birth');
    expect(errors).toEqual([]);
  });
});
