/**
 * A household of additional drivers with long histories: the largest step 7 a customer can build
 * (4 drivers, each with 5 claims and 5 convictions), for the typing cost's benchmark and tests.
 */
import dayjs from 'dayjs';
import { emptyAdditionalDriver, type AdditionalDriver } from '../../../src/contract/additional-driver';
import type { Proposal } from '../../../src/contract/proposal';
import { realisticProposal } from './quote';

const FORENAMES = ['Tom', 'Ruth', 'Sam', 'Joan'];
const daysAgo = (days: number) => dayjs().subtract(days, 'day').format('YYYY-MM-DD');

/** Additional driver `number` (1-based), answered in full, with `items` claims and `items` convictions. */
function householdDriver(number: number, items: number): AdditionalDriver {
  const { address: _a, email_address: _e, phone_numbers: _p, ...person } = realisticProposal().risk.proposer;
  const claims = Array.from({ length: items }, (_, i) => ({
    description: 'AF',
    date: daysAgo(60 + i * 150),
    has_own_damage_cost: true,
    own_damage_cost: 1200 + i,
    has_third_party_cost: false,
    third_party_cost: null,
    is_ncb_prejudiced: true,
    is_personal_injury: false,
    is_under_policyholders_cover: true,
  }));
  const convictions = Array.from({ length: items }, (_, i) => ({
    code: 'SP30',
    offence_date: daysAgo(120 + i * 150),
    conviction_date: daysAgo(90 + i * 150),
    points: 3,
    has_ban_months: false,
    ban_months: null,
    fine: 100,
    alcohol_reading_type: null,
    alcohol_reading: null,
  }));
  return {
    ...emptyAdditionalDriver(),
    ...person,
    name: { title: 'Mr', forenames: FORENAMES[(number - 1) % FORENAMES.length], surname: 'Hart', salutation: null },
    relationship_to_proposer: 'S',
    driver_details: {
      ...person.driver_details,
      driver_type: 'additional_driver',
      has_claims: items > 0,
      claims,
      licence: { ...person.driver_details.licence, has_convictions: items > 0, convictions },
    },
  } as AdditionalDriver;
}

/** Amelia Hart's proposal answered in full with `drivers` additional drivers, each with `items` claims and convictions. */
export function proposalWithDrivers(drivers: number, items: number): Proposal {
  const draft = realisticProposal();
  draft.risk.has_additional_drivers = drivers > 0;
  draft.risk.additional_drivers = Array.from({ length: drivers }, (_, index) => householdDriver(index + 1, items));
  draft.risk.additional_drivers.forEach((_, index) =>
    Object.assign(draft.risk.duqs, { [`relationship_to_proposer_driver_${index + 1}`]: 'S', [`marital_status_driver_${index + 1}`]: 'M' }),
  );
  return draft;
}

/**
 * Every answer's path under `prefix` of `value`, and every list's own path: what a customer who
 * answered all of it through the form has left (touched), so every one of its errors is shown.
 */
export function answeredPaths(value: unknown, prefix: string): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Object.entries(value).flatMap(([key, child]) => answeredPaths(child, `${prefix}.${key}`));
  return Array.isArray(value) ? [prefix, ...children] : children;
}
