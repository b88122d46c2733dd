import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Proposal } from '../../../../src/contract/proposal';
import { answerPath, type Owner, type Question } from '../../../../src/details-form/model/question';
import { CLAIM_QUESTIONS } from '../../../../src/details-form/model/questions/claim-questions';
import { CONVICTION_QUESTIONS } from '../../../../src/details-form/model/questions/conviction-questions';
import { DRIVER_FORM } from '../../../../src/details-form/model/questions/driver-questions';
import { NO_LICENCE } from '../../../../src/details-form/model/questions/licence-questions';
import { contextFor } from '../../../../src/details-form/model/context';
import { validateOwner, validateQuestions } from '../../../../src/details-form/model/validate';
import { setPath, type Path } from '../../../../src/store/proposal/path';
import { proposalWithDrivers } from '../../../e2e/support/household';

const DRIVER = 'risk.additional_drivers.1';
const source = (draft: Proposal, vehicleMissing: string[] = []) => ({
  draft,
  vehicleMissing,
  sourceOfBusiness: draft.risk.source_of_business ?? '',
});

/** The draft seen through a proxy that writes down the whole path of every property read. */
function recording(value: unknown, path: string, reads: Set<string>): unknown {
  if (value === null || typeof value !== 'object') return value;
  return new Proxy(value, {
    get(target, key, receiver) {
      const found = Reflect.get(target, key, receiver);
      if (typeof key === 'symbol') return found;
      const child = path ? `${path}.${key}` : key;
      reads.add(child);
      return recording(found, child, reads);
    },
  });
}

const ancestorsAndSelf = (path: string) => path.split('.').map((_, index, keys) => keys.slice(0, index + 1).join('.'));

describe('validateOwner: an object’s questions checked again only when something they read changed', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // validateOwner keeps a check until the object or its listed inputs change: a question of these
  // forms that read another part of the draft (the proposer's answers, the car) would go stale.
  it.each([
    ['an additional driver’s form', DRIVER_FORM, DRIVER, 1],
    ['a driver’s claim', CLAIM_QUESTIONS, `${DRIVER}.driver_details.claims.2`, 1],
    ['a driver’s conviction', CONVICTION_QUESTIONS, `${DRIVER}.driver_details.licence.convictions.2`, 1],
    ['the proposer’s conviction', CONVICTION_QUESTIONS, 'risk.proposer.driver_details.licence.convictions.0', null],
  ] as [string, Question[], Owner, number | null][])(
    '%s reads nothing of the draft but that object and its answers kept outside it',
    (_, questions, owner, driverIndex) => {
      let draft = proposalWithDrivers(2, 3);
      draft = setPath(draft, 'risk.proposer.driver_details.licence.has_convictions', true);
      draft = setPath(
        draft,
        'risk.proposer.driver_details.licence.convictions',
        draft.risk.additional_drivers![0].driver_details.licence.convictions,
      );
      const reads = new Set<string>();
      const context = contextFor(source(recording(draft, '', reads) as Proposal), owner, driverIndex);
      const outside = questions.filter((question) => typeof question.path === 'function').map((question) => answerPath(question, context));
      reads.clear();
      validateQuestions(questions, context, {});
      // The source of business: every context carries it (contextFor reads it for an item's context too), and validateOwner compares it.
      const allowed = new Set([...ancestorsAndSelf(owner), ...outside.flatMap(ancestorsAndSelf), 'risk.source_of_business']);
      expect([...reads].filter((path) => !allowed.has(path) && !path.startsWith(`${owner}.`))).toEqual([]);
    },
  );

  it('answers as validateQuestions does after each kind of change it must notice', () => {
    const today = new Date();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
    let draft = proposalWithDrivers(2, 2);
    // 17 tomorrow: too young today, old enough once the day changes (no licence: no licence date to compare).
    draft = setPath(draft, `${DRIVER}.date_of_birth` as Path, dayjs(today).subtract(17, 'year').add(1, 'day').format('YYYY-MM-DD'));
    draft = setPath(draft, `${DRIVER}.driver_details.licence.type` as Path, NO_LICENCE);
    let raw: Record<string, string> = {};
    let vehicleMissing: string[] = [];
    const check = () => {
      const context = contextFor(source(draft, vehicleMissing), DRIVER, 1);
      const remembered = validateOwner(DRIVER_FORM, context, raw);
      expect(remembered).toEqual(validateQuestions(DRIVER_FORM, context, raw));
      return Object.keys(remembered);
    };
    expect(check()).toEqual([`${DRIVER}.date_of_birth`]);
    vi.setSystemTime(dayjs(today).add(1, 'day').toDate());
    expect(check()).toEqual([]);
    draft = setPath(draft, `${DRIVER}.name.forenames` as Path, null);
    expect(check()).toEqual([`${DRIVER}.name.forenames`]);
    draft = setPath(draft, 'risk.duqs.relationship_to_proposer_driver_2' as Path, null);
    expect(check()).toEqual(['risk.duqs.relationship_to_proposer_driver_2', `${DRIVER}.name.forenames`]);
    draft = setPath(draft, `${DRIVER}.name.forenames` as Path, 'Ruth');
    draft = setPath(draft, 'risk.duqs.relationship_to_proposer_driver_2' as Path, 'S');
    draft = setPath(draft, `${DRIVER}.resident` as Path, { is_uk_born: false, since: '2020-01-01' });
    expect(check()).toEqual([]);
    // Only the text typed changed (the driver is the same object).
    raw = { [`${DRIVER}.resident.since`]: '31/02/20' };
    expect(check()).toEqual([`${DRIVER}.resident.since`]);
    raw = {};
    vehicleMissing = ['doors'];
    expect(check()).toEqual([]);
    // A claim changed in place of another: the driver's list of claims is checked again.
    draft = setPath(draft, `${DRIVER}.driver_details.claims.1.date` as Path, null);
    expect(check()).toEqual([`${DRIVER}.driver_details.claims`]);
  });

  it('keeps the check of an object the store did not copy, and of the lists it did not change', () => {
    const draft = proposalWithDrivers(2, 2);
    const first = validateOwner(DRIVER_FORM, contextFor(source(draft), DRIVER, 1), {});
    const changedOther = setPath(draft, 'risk.additional_drivers.0.name.forenames', 'Tim');
    expect(validateOwner(DRIVER_FORM, contextFor(source(changedOther), DRIVER, 1), {})).toBe(first);
    const changedThis = setPath(draft, `${DRIVER}.name.forenames` as Path, 'Rita');
    expect(validateOwner(DRIVER_FORM, contextFor(source(changedThis), DRIVER, 1), {})).not.toBe(first);
  });
});
