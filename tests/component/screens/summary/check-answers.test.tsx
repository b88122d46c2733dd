import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { emptyAdditionalDriver } from '../../../../src/contract/additional-driver';
import { emptyClaim } from '../../../../src/contract/claim';
import { emptyConviction } from '../../../../src/contract/conviction';
import type { Proposal } from '../../../../src/contract/proposal';
import { SummaryScreen } from '../../../../src/screens/summary/summary-screen';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';
import { quotedProposal, UUID } from '../../../support/addons-proposal';

const list = (name: string, options: [string, string][]) => () => ({
  list: { name: `insurer.${name}`, options: options.map(([value, label]) => ({ value, name: label })) },
});

/** Amelia with a claim, a conviction and her husband as a second driver, born on 4 March 1988. */
const herAnswers = (change: (p: Proposal) => void = () => undefined) =>
  quotedProposal((p) => {
    const { proposer } = p.risk;
    proposer.date_of_birth = '1988-03-04';
    proposer.driver_details.has_claims = true;
    proposer.driver_details.claims = [
      {
        ...emptyClaim(),
        description: 'AF',
        date: '2024-06-14',
        has_own_damage_cost: true,
        own_damage_cost: 1250,
        has_third_party_cost: false,
        is_ncb_prejudiced: true,
        is_personal_injury: false,
        is_under_policyholders_cover: true,
      },
    ];
    proposer.driver_details.licence.has_convictions = true;
    proposer.driver_details.licence.convictions = [
      {
        ...emptyConviction(),
        code: 'SP30',
        offence_date: '2025-01-10',
        conviction_date: '2025-02-20',
        points: 3,
        fine: 100,
        has_ban_months: false,
      },
    ];
    p.risk.has_additional_drivers = true;
    const driver = emptyAdditionalDriver();
    driver.name = { title: 'Mr', forenames: 'Tom', surname: 'Hart', salutation: 'Mr Hart' };
    driver.relationship_to_proposer = 'S';
    p.risk.additional_drivers = [driver];
    change(p);
  });

function setup(proposal: Proposal) {
  const api = fakeFetch({
    [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal } }),
    'GET /api/list/insurer.occupation_role': list('occupation_role', [['T05', 'Teacher']]),
    'GET /api/list/insurer.driving_license_type': list('driving_license_type', [['F', 'Full UK']]),
    'GET /api/list/insurer.motor_claim': list('motor_claim', [['AF', 'Accident - my fault']]),
    'GET /api/list/insurer.motor_convictions': list('motor_convictions', [['SP30', 'Exceeding statutory speed limit']]),
    'GET /api/list/insurer.duq_relationship_to_proposer_driver': list('duq_relationship_to_proposer_driver', [['S', 'Spouse']]),
  });
  return renderWidget(<SummaryScreen />, { path: `/quote/summary?uuid=${UUID}`, fetch: api.fetch });
}

const part = async () => within(await screen.findByRole('region', { name: 'Check your answers' }));

/** The answer shown beside a question's key in the summary list. */
const answerTo = (region: ReturnType<typeof within>, key: string) =>
  region.getByText(key, { selector: 'dt' }).nextElementSibling?.textContent;

/**
 * A step's Change link: 'Change' and the step in visually hidden words. jsdom's name
 * computation drops the space between the two (Chromium keeps it: tests/e2e/check-answers.test.ts).
 */
const changeLink = (region: ReturnType<typeof within>, step: string) =>
  region.getByRole('button', { name: new RegExp(`^Change ?${step}$`) });

const STEP_TITLES = ['About You', 'About Your Car', 'Your Details', 'Your Driving', 'Using the car', 'Cover Details', 'Additional Drivers'];

describe('Check your answers on the summary', () => {
  it('shows her answers under the form’s seven steps, as words, each step with one Change link naming it', async () => {
    setup(herAnswers());
    const region = await part();
    expect(region.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(STEP_TITLES);
    expect(answerTo(region, 'First name')).toBe('Amelia');
    expect(answerTo(region, 'Last name')).toBe('Hart');
    expect(answerTo(region, 'Date of birth')).toBe('4 March 1988');
    expect(answerTo(region, 'Your address')).toBe('12 Park LaneHeadingleyLeedsWest YorkshireLS6 2AB');
    expect(answerTo(region, 'Your car')).toBe('AB12 CDEFord FIESTA ZETEC 1.25 5DR');
    expect(answerTo(region, 'How much is the car worth?')).toBe('£4,500');
    expect(await region.findByText('Teacher')).toBeVisible();
    expect(await region.findByText('Full UK')).toBeVisible();
    expect(answerTo(region, 'Were you born in the UK?')).toBe('Yes');
    expect(answerTo(region, 'Level of cover')).toBe('Comprehensive');
    expect(answerTo(region, 'Voluntary excess')).toBe('£250');
    const items = (key: string) =>
      within(region.getByText(key, { selector: 'dt' }).nextElementSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(await region.findByText('Accident - my fault, 14 June 2024')).toBeVisible();
    expect(items('Claims, accidents and losses')).toEqual(['Accident - my fault, 14 June 2024']);
    expect(await region.findByText('SP30 – Exceeding statutory speed limit, 20 February 2025')).toBeVisible();
    expect(items('Drivers')).toEqual(['Tom Hart, Spouse']);
    // One Change per step, so Tab reaches the last in seven stops, not one per answer.
    expect(region.getAllByRole('button').map((button) => button.textContent)).toEqual(STEP_TITLES.map((title) => `Change ${title}`));
  });

  it('shows only the questions she was asked', async () => {
    setup(herAnswers());
    const region = await part();
    // Born in the UK: 'When did you start living in the UK?' was never asked; no second job either.
    expect(region.queryByText('When did you start living in the UK?')).toBeNull();
    expect(region.queryByText('Second job title')).toBeNull();
  });

  it('shows a follow-up question once her answer asked it', async () => {
    setup(
      herAnswers((p) => {
        p.risk.proposer.resident = { is_uk_born: false, since: '2015-09-01' };
      }),
    );
    const region = await part();
    expect(answerTo(region, 'When did you start living in the UK?')).toBe('1 September 2015');
  });

  it('opens the form at the step', async () => {
    const user = userEvent.setup();
    const { location } = setup(herAnswers());
    const region = await part();
    await user.click(changeLink(region, 'About You'));
    expect(location.history.at(-1)).toBe(`/quote/edit?uuid=${UUID}&step=1`);
    await user.click(changeLink(region, 'Your Driving'));
    expect(location.history.at(-1)).toBe(`/quote/edit?uuid=${UUID}&step=4`);
  });

  it('has no axe violations', async () => {
    setup(herAnswers());
    const region = await part();
    await region.findByText('Tom Hart, Spouse');
    expect((await axe.run(screen.getByRole('region', { name: 'Check your answers' }))).violations).toEqual([]);
  });
});
