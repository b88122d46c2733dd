import { BUSINESS_USE_CLASSES } from '../../../domain/constants';
import { getPath, setPath } from '../path';
import { at, type Behaviour } from './behaviour';

/**
 * Cover, excess, previous insurance and use of the car: docs/product/questions.md#step-6-cover-details,
 * docs/product/questions.md#business-miles and docs/product/questions.md#additional-drivers, with the numbers of
 * docs/product/constants.md#voluntary-excess and docs/product/constants.md#business-use.
 */
export const COVER_BEHAVIOURS: Behaviour[] = [
  {
    // The voluntary excess applies to comprehensive cover only. Choosing C leaves it as it was (£0 unless
    // she chose an amount): an excess she did not choose is never set for her.
    match: at('risk.vehicle.cover_type'),
    apply: ({ draft, value }) => (value === 'C' ? draft : setPath(draft, 'risk.voluntary_excess', 0)),
  },
  {
    match: at('risk.has_previous_insurance'),
    apply: ({ draft, value }) => {
      if (value !== true) return setPath(draft, 'risk.previous_insurance', null);
      return getPath(draft, 'risk.previous_insurance')
        ? draft
        : setPath(draft, 'risk.previous_insurance', { type: null, ncd: { years: null, is_protected: null } });
    },
  },
  {
    // Protection is only asked (and only meaningful) with at least one year of NCD.
    match: at('risk.previous_insurance.ncd.years'),
    apply: ({ draft, value }) => (Number(value) > 0 ? draft : setPath(draft, 'risk.previous_insurance.ncd.is_protected', null)),
  },
  {
    match: at('risk.vehicle.class_of_use'),
    apply: ({ draft, value }) => (BUSINESS_USE_CLASSES.includes(String(value)) ? draft : setPath(draft, 'risk.business_mileage', null)),
  },
  {
    // No additional drivers: the list goes, and so do their per-driver duqs answers.
    match: at('risk.has_additional_drivers'),
    apply: ({ draft, value }) => {
      if (value !== false) return draft;
      const duqs = Object.fromEntries(Object.entries(draft.risk.duqs ?? {}).filter(([key]) => !/_driver_\d+$/.test(key)));
      return setPath(setPath(draft, 'risk.additional_drivers', []), 'risk.duqs', duqs);
    },
  },
  {
    match: at('risk.userfields.has_third_party_authority'),
    apply: ({ draft, value }) => {
      if (value !== false) return draft;
      const userfields = Object.fromEntries(
        Object.entries(draft.risk.userfields ?? {}).map(([key, field]) => [key, key.startsWith('tpa_') ? null : field]),
      );
      return setPath(draft, 'risk.userfields', userfields);
    },
  },
];
