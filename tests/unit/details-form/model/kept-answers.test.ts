import { describe, expect, it } from 'vitest';
import { emptyProposal, type Proposal } from '../../../../src/contract/proposal';
import { keptAnswers } from '../../../../src/details-form/model/kept-answers';
import type { Question } from '../../../../src/details-form/model/question';
import { STEPS } from '../../../../src/details-form/model/steps';
import { CLAIM_QUESTIONS, CONVICTION_QUESTIONS, DRIVER_FORM } from '../../../../src/details-form/model/tables';
import { getPath, type Path } from '../../../../src/store/proposal/path';
import { proposal } from '../../../support/proposal';

// What an expired session keeps is read from the question tables (docs/security.md#data-that-ends-with-the-sale).
const wholePath = STEPS.filter((step) => !step.owner).flatMap((step) => step.questions);
// Questions asked of a person (her steps, an additional driver, a claim, a conviction): about her by whom they ask.
const ofAPerson: Question[] = [
  ...STEPS.filter((step) => step.owner).flatMap((step) => step.questions),
  ...DRIVER_FORM,
  ...CLAIM_QUESTIONS,
  ...CONVICTION_QUESTIONS,
];
// The whole-path questions whose answer is about a person, each dropped: where the car is kept is
// near where she lives, the consent is hers, the other drivers are people. A new question on the car,
// its use or cover steps must be marked `kept` or listed here: it is classified either way.
const DROPPED = [
  'risk.vehicle.kept_postcode',
  'risk.userfields.has_email_consent',
  'risk.has_additional_drivers',
  'risk.additional_drivers',
];

/** A form filled in to the end and not yet quoted: every answer given, a claim, another driver and a modification copied as leaving step 2 copies it. */
function filledIn(): Proposal {
  return proposal((p) => {
    p.uuid = null;
    p.quote = null;
    p.risk.proposer.driver_details.has_claims = true;
    p.risk.proposer.driver_details.claims = [{ ...p.risk.proposer.driver_details.claims[0], description: 'AD' }];
    p.risk.vehicle.kept_postcode = 'LS6 2AB';
    p.risk.vehicle.is_modified = true;
    p.risk.vehicle.modifications = [{ type: 'ALLOY', description: null }];
    p.risk.duqs = { ...p.risk.duqs, vehicle_modification_1: 'ALLOY', marital_status_proposer: 'M', education_level: 'DEG' };
    p.risk.userfields = { ...p.risk.userfields, has_email_consent: true };
    p.is_pay_monthly = true;
  });
}

describe('what an expired session keeps, as the question tables say', () => {
  it('classifies every question: a kept one only on the car, its use or cover steps; the rest about a person', () => {
    expect(ofAPerson.filter((question) => question.kept)).toEqual([]);
    const unmarked = wholePath.filter((question) => !question.kept).map((question) => question.path);
    expect(unmarked).toEqual(DROPPED);
    for (const question of wholePath.filter((question) => question.kept))
      expect(question.path).toMatch(
        /^risk\.(vehicle|duqs\.(vehicle_|is_pay_monthly$)|start_date|voluntary_excess|total_mileage|business_mileage|documentation|has_previous|previous)/,
      );
  });

  it('keeps the answer of every question marked kept, the car as the look-up gave it and the payment chosen', () => {
    const draft = filledIn();
    const kept = keptAnswers(draft, emptyProposal());
    for (const question of wholePath.filter((question) => question.kept))
      expect(getPath(kept, question.path as Path), String(question.path)).toEqual(getPath(draft, question.path as Path));
    expect(kept.risk.vehicle).toEqual({ ...draft.risk.vehicle, kept_postcode: null });
    expect(kept.risk.duqs.vehicle_modification_1).toBe('ALLOY');
    expect(kept.is_pay_monthly).toBe(true);
  });

  it('never keeps an answer about a person: her date of birth, her claim, her marital status, the other drivers, her consent', () => {
    const draft = filledIn();
    const fresh = emptyProposal();
    const kept = keptAnswers(draft, fresh);
    expect(draft.risk.proposer.date_of_birth).not.toBeNull();
    expect(kept.risk.proposer).toEqual(fresh.risk.proposer);
    expect(kept.risk.proposer.driver_details.claims).toEqual([]);
    expect(kept.risk.additional_drivers).toEqual(fresh.risk.additional_drivers);
    expect(kept.risk.has_additional_drivers).toBe(fresh.risk.has_additional_drivers);
    expect(kept.risk.userfields).toEqual(fresh.risk.userfields);
    expect(kept.risk.vehicle.kept_postcode).toBeNull();
    expect(Object.keys(kept.risk.duqs).filter((key) => !/^(vehicle_|is_pay_monthly$)/.test(key) && kept.risk.duqs[key] != null)).toEqual(
      [],
    );
  });

  it('makes up no record she does not have: no previous insurance stays none', () => {
    const draft = filledIn();
    draft.risk.has_previous_insurance = false;
    draft.risk.previous_insurance = null;
    expect(keptAnswers(draft, emptyProposal()).risk.previous_insurance).toBeNull();
    expect(keptAnswers(emptyProposal(), emptyProposal())).toEqual(emptyProposal());
  });
});
