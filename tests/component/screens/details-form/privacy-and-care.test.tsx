/**
 * Before the first question (docs/product/regulation.md#privacy-when-her-answers-are-collected and
 * #her-answers-and-misrepresentation): the privacy notice's short first layer above
 * step 1 (the checks and with whom, the automated decision and a person to review it, telling the
 * people she names, how long details are kept from config, the full notice linked), and the note to
 * take reasonable care; and the questions that are worded to what the law asks: a refusal by an
 * insurer, never her own cancelling, and a mileage hint that suggests no figure.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { proposal } from '../../../support/proposal';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';
import { FORM_ROUTES } from './fixtures';
import { STEP_ROUTES } from './steps-fixtures';

const BRAND = {
  phone: '0800 111 2222',
  documents: { privacyNotice: 'https://brand.example/privacy' },
  privacy: { retention: '6 years after your policy ends' },
};

describe('before the first question', () => {
  it('a short privacy notice above step 1 says what is checked and with whom, the automated decision and a person, the people she names, retention from config, and links the full notice', async () => {
    const { fetch } = fakeFetch(FORM_ROUTES);
    const { container } = renderWidget(<DetailsFormScreen mode="create" />, { fetch, config: { brand: BRAND } });
    const title = screen.getByText('Your details and the checks we make');
    const notice = title.closest('.mq-notice') as HTMLElement;
    const items = within(notice)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'To quote, we check your answers with credit reference and fraud prevention agencies, the insurance claims and motor insurance databases (CUE and MID) and the DVLA. A captcha service and a check of your device help stop fraud.',
      'Your price, and whether we can quote, are decided automatically from your answers. You can ask for a person to review a decision: call us on 0800\u00a0111\u00a02222.',
      'If you give us details of other people, such as named drivers, including their health or convictions, tell them and show them this notice.',
    ]);
    expect(within(notice).getByText(/We keep your details for/).textContent).toContain(
      'We keep your details for 6 years after your policy ends.',
    );
    const full = within(notice).getByRole('link', { name: /Read our full privacy notice/ });
    expect(full.getAttribute('href')).toBe('https://brand.example/privacy');
    expect(full.getAttribute('target')).toBe('_blank');
    // Above step 1's first question, in the page's order.
    const firstQuestion = screen.getByLabelText('First name');
    expect(notice.compareDocumentPosition(firstQuestion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeGreaterThan(0);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('the retention is the config’s, the demo’s by default, never a fixed fact in the words', () => {
    const { fetch } = fakeFetch(FORM_ROUTES);
    renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    expect(screen.getByText(/We keep your details for/).textContent).toContain(
      'We keep your details for 7 years after your policy ends, or after your quote if you do not buy (the demo’s period).',
    );
  });

  it('asks her to take reasonable care, and says only a careless, reckless or deliberate wrong answer has consequences', () => {
    const { fetch } = fakeFetch(FORM_ROUTES);
    renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    expect(screen.getByText(/reasonable care/).textContent).toBe(
      'Please take reasonable care to answer every question accurately and fully. If an answer is wrong because it was given carelessly, recklessly or on purpose, a claim may be refused or paid in part, or the policy cancelled or its terms changed.',
    );
  });
});

function formAt(step: number) {
  const { fetch } = fakeFetch(STEP_ROUTES);
  const view = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
  act(() => {
    view.widget.stores.proposal.getState().load(proposal());
    const completed = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [i + 1, true as const]));
    view.widget.stores.detailsForm.setState({ current: step, furthest: 7, completed, captchaVerified: true });
  });
  return view;
}

describe('questions worded to what the law asks', () => {
  it('asks about refusal, cancelling, voiding or special terms by an insurer, never her own cancelling', () => {
    formAt(3);
    const question = screen.getByRole('group', {
      name: 'Has an insurer ever refused you cover, cancelled or voided your policy, or applied special terms?',
    });
    expect(within(question).getByText(/Not a policy you chose to cancel yourself/).textContent).toBe(
      'Any kind of insurance, not just car insurance. Not a policy you chose to cancel yourself.',
    );
  });

  it('says her past protection is a fact about her last policy, that a protected discount still steps back, and buys nothing', async () => {
    formAt(6);
    const question = await screen.findByRole('group', { name: 'Is your no claims discount protected?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Why we ask this' }));
    const why = document.getElementById(within(question).getByRole('button', { name: 'Why we ask this' }).getAttribute('aria-controls')!)!;
    expect(why.textContent).toBe(
      'It tells us how your discount was kept on your last policy. A protected discount still steps back after a claim, by the insurer’s table. You can choose protection for this policy with your price.',
    );
    // Never that a protected discount is kept whatever the claims, which the step-back table contradicts.
    expect(why.textContent).not.toMatch(/kept after a claim/);
  });

  it('hints at the mileage without anchoring it to a figure', () => {
    formAt(5);
    const hint = screen.getByText(/best estimate of the miles/);
    expect(hint.textContent).toBe('Your best estimate of the miles the car will do in a year, by every driver and for every use.');
    expect(hint.textContent).not.toMatch(/\d/);
  });
});
