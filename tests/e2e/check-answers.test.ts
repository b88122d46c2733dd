/**
 * The summary shows her answers back before she declares them (GOV.UK's
 * check-answers pattern), and a step's Change link opens the form at that step. MQ_SCREENSHOTS=docs/screenshots
 * also writes the check-answers part at 360 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { sel } from './support/class-names';
import { origin, useBrowser, watchErrors } from './support/browser';
import { proposalWithDrivers } from './support/household';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();
const shots = process.env.MQ_SCREENSHOTS;
const daysAgo = (days: number) => dayjs().subtract(days, 'day').format('YYYY-MM-DD');

describe('check your answers on the summary', () => {
  it('shows her answers by step, and "Change About You" opens step 1 with focus on its heading', { timeout: 120_000 }, async () => {
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
    // One Change per step: seven Tab stops, not one per answer.
    await expect(part.getByRole('button').allInnerTexts()).resolves.toHaveLength(7);
    await expectNoAxeViolations(page, 'summary with check your answers, 360 px');
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await part.screenshot({ path: path.join(shots, `summary-check-answers-${width}.png`) });
      }
    }

    await part.getByRole('button', { name: 'Change About You', exact: true }).click();
    await page.waitForURL(/#\/quote\/edit\?uuid=[^&]+&step=1$/);
    const heading = page.locator('#mq-step-1-heading');
    await expect.poll(() => heading.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    await expect(page.getByLabel('Date of birth', { exact: true }).inputValue()).resolves.toBe(
      dayjs(proposal.risk.proposer.date_of_birth).format('DD/MM/YYYY'),
    );
    await expect(
      page
        .getByRole('button', { name: /About You/ })
        .first()
        .getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    await expectNoAxeViolations(page, 'the form opened by Change About You');
    expect(errors).toEqual([]);
  });
});

describe('the summary on a phone', () => {
  it('fits in 7,000 px at 360 px with her answers starting in the first 2,500 px', { timeout: 120_000 }, async () => {
    // The taller case: paying monthly (the credit notice and the plan) with a claim, a conviction and a second driver.
    const { uuid } = await createQuotedProposal(origin(), {
      payMonthly: true,
      change: (p) => {
        p.risk = { ...proposalWithDrivers(1, 0).risk, duqs: { ...p.risk.duqs, is_pay_monthly: true } };
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
      },
    });
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto(`${origin()}/#/quote/summary?uuid=${uuid}`);
    const part = page.getByRole('region', { name: 'Check your answers' });
    await part.getByText('Teacher', { exact: true }).waitFor();
    await page.getByText('Paying monthly involves a credit check').waitFor();
    const summary = (await page.locator(sel('.mq-summary')).boundingBox())!;
    const answers = (await part.boundingBox())!;
    const [height, answersAt] = [summary.height, answers.y - summary.y];
    console.log(`summary at 360 px: ${Math.round(height)} px tall, her answers from ${Math.round(answersAt)} px`);
    expect(answersAt).toBeLessThan(2_500);
    expect(height).toBeLessThan(7_000);
    if (shots) await page.locator(sel('.mq-summary')).screenshot({ path: path.join(shots, 'summary-phone-360.png') });
  });
});
