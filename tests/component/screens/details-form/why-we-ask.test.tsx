/**
 * "Why we ask this" on every question whose reason is not obvious or that changes
 * the price or the cover, opened by keyboard, its text the label's; none on the other questions;
 * the note to answer with care at the top of the form; axe clean on every step.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LABELS, type LabelKey } from '../../../../src/config/labels';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { proposal } from '../../../support/proposal';
import { toLastDriverPart } from '../../support/driver-parts';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';
import { STEP_ROUTES } from './steps-fixtures';

const WHY = 'Why we ask this';

/** Each step's questions that explain themselves, as [question label, why label], in the order asked. */
const ASKED_WHY: Record<number, [LabelKey, LabelKey][]> = {
  1: [
    ['q.dateOfBirth', 'why.dateOfBirth'],
    ['q.maritalStatus', 'why.maritalStatus'],
    ['q.mobile', 'why.mobile'],
  ],
  2: [
    ['q.keeper', 'why.keeper'],
    ['q.owner', 'why.owner'],
    ['q.modified', 'why.modified'],
  ],
  3: [
    ['q.ukBorn', 'why.ukBorn'],
    ['q.employmentStatus', 'why.employmentStatus'],
    ['q.jobTitle', 'why.jobTitle'],
    ['q.industry', 'why.industry'],
    ['q.secondJobTitle', 'why.jobTitle'],
    ['q.secondJobIndustry', 'why.industry'],
    ['q.smoker', 'why.smoker'],
    ['q.insuranceRefused', 'why.insuranceRefused'],
    ['q.nonMotoringConviction', 'why.nonMotoringConviction'],
    ['q.education', 'why.education'],
  ],
  4: [
    ['q.hasClaims', 'why.claims'],
    ['q.hasConvictions', 'why.convictions'],
    ['q.hasMedical', 'why.medical'],
  ],
  5: [
    ['q.classOfUse', 'why.classOfUse'],
    ['q.totalMileage', 'why.totalMileage'],
    ['q.businessMileage', 'why.businessMileage'],
    ['q.nightLocation', 'why.nightLocation'],
    ['q.keptAtHome', 'why.keptAtHome'],
    ['q.dayLocation', 'why.dayLocation'],
  ],
  6: [
    ['q.voluntaryExcess', 'why.voluntaryExcess'],
    ['q.hasPreviousInsurance', 'why.previousInsurance'],
    ['q.ncdYears', 'why.ncdYears'],
    ['q.ncdProtected', 'why.ncdProtected'],
  ],
  7: [],
};

/** Amelia's whole proposal, changed so that every follow-up with a why is asked too. */
const everyFollowUp = () =>
  proposal((p) => {
    p.risk.proposer.has_part_time_occupation = true;
    p.risk.proposer.part_time_occupation = { status: null, role: 'T05', industry: '255' };
    p.risk.vehicle.keeper = false;
    p.risk.vehicle.class_of_use = 'C1';
    p.risk.business_mileage = 1000;
  });

function formAt(step: number) {
  const { fetch } = fakeFetch(STEP_ROUTES);
  const view = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
  act(() => {
    view.widget.stores.proposal.getState().load(everyFollowUp());
    const completed = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [i + 1, true as const]));
    view.widget.stores.detailsForm.setState({ current: step, furthest: 7, completed, captchaVerified: true });
  });
  return view;
}

const stepBody = () => document.querySelector('.mq-step-body') as HTMLElement;

/** The question's own box: its fieldset (a Yes/No or radios) or the field around its label. */
function questionBox(label: string): HTMLElement {
  const group = within(stepBody()).queryByRole('group', { name: label });
  if (group) return group;
  const field = within(stepBody()).getByLabelText(label).closest('.mq-field');
  if (!(field instanceof HTMLElement)) throw new Error(`no field for ${label}`);
  return field;
}

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

/** axe-core in jsdom on the WCAG 2.2 A and AA rules (colour contrast needs a real browser: see the e2e). */
async function axeViolations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('Why we ask this', { timeout: 60_000 }, () => {
  for (const [step, asked] of Object.entries(ASKED_WHY)) {
    it(`step ${step}: on ${asked.length ? asked.map(([q]) => DEFAULT_LABELS[q]).join(', ') : 'no question'}, opened by keyboard`, async () => {
      const user = userEvent.setup();
      formAt(Number(step));
      // Step 3's typeahead lists load (and fail: the fake API has none); wait for the questions themselves.
      if (asked.length) await screen.findAllByRole('button', { name: WHY });
      // No other question has one: as many as the table names, each inside its own question.
      expect(within(stepBody()).queryAllByRole('button', { name: WHY })).toHaveLength(asked.length);
      for (const [question, why] of asked) {
        const button = within(questionBox(DEFAULT_LABELS[question])).getByRole('button', { name: WHY });
        const panel = panelOf(button);
        expect(button.getAttribute('aria-expanded'), DEFAULT_LABELS[question]).toBe('false');
        expect(panel.hidden).toBe(true);
        button.focus();
        await user.keyboard('{Enter}');
        expect(button.getAttribute('aria-expanded')).toBe('true');
        expect(panel.hidden).toBe(false);
        expect(panel.textContent).toBe(DEFAULT_LABELS[why]);
        await user.keyboard(' ');
        expect(button.getAttribute('aria-expanded')).toBe('false');
        expect(panel.hidden).toBe(true);
      }
      expect(await axeViolations()).toEqual([]);
    });
  }

  it('a question without a why has no disclosure: the title, the e-mail, night use', () => {
    formAt(1);
    for (const label of ['Title', DEFAULT_LABELS['q.email']])
      expect(within(questionBox(label)).queryByRole('button', { name: WHY })).toBeNull();
    cleanup();
    formAt(5);
    const nightUse = within(stepBody()).getByLabelText(DEFAULT_LABELS['q.nightUse']).closest('.mq-field') as HTMLElement;
    expect(within(nightUse).queryByRole('button', { name: WHY })).toBeNull();
  });

  it('the additional driver is asked their relationship with its why, and the person questions keep theirs', async () => {
    const user = userEvent.setup();
    const { widget } = formAt(7);
    act(() => widget.stores.proposal.getState().setAnswer('risk.has_additional_drivers', true));
    await user.click(screen.getByRole('button', { name: 'Add a driver' }));
    const modal = screen.getByRole('dialog', { name: 'Add a driver' });
    const relationship = within(modal).getByLabelText(DEFAULT_LABELS['q.relationship']).closest('.mq-field') as HTMLElement;
    const button = within(relationship).getByRole('button', { name: WHY });
    await user.click(button);
    expect(panelOf(button).textContent).toBe(DEFAULT_LABELS['why.relationship']);
    await toLastDriverPart(user, widget);
    const claims = within(modal).getByRole('group', { name: DEFAULT_LABELS['q.hasClaimsDriver'] });
    expect(within(claims).getByRole('button', { name: WHY })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('says at the top of the form to answer accurately, and what a careless answer can mean', () => {
    formAt(1);
    const note = screen.getByText(DEFAULT_LABELS['form.takeCare']);
    // Before the first step's heading, so it is read before any question.
    const firstStep = screen.getByRole('button', { name: /^Step 1 About You/ });
    expect(note.compareDocumentPosition(firstStep) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(note.textContent).toMatch(/carelessly, recklessly or on purpose, a claim may be refused or paid in part/);
  });

  it('a brand words its own why, and the field shows the brand’s text', async () => {
    const user = userEvent.setup();
    const { fetch } = fakeFetch(STEP_ROUTES);
    const { widget } = renderWidget(<DetailsFormScreen mode="create" />, {
      fetch,
      config: { labels: { 'why.totalMileage': 'Northgate prices by the mile.' } },
    });
    act(() => {
      widget.stores.proposal.getState().load(everyFollowUp());
      widget.stores.detailsForm.setState({ current: 5, furthest: 7, completed: {}, captchaVerified: true });
    });
    const button = within(questionBox(DEFAULT_LABELS['q.totalMileage'])).getByRole('button', { name: WHY });
    await user.click(button);
    expect(panelOf(button).textContent).toBe('Northgate prices by the mile.');
  });
});
