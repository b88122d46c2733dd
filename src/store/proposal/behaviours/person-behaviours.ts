import { emptyOccupation } from '../../../contract/person';
import { FULL_TIME_EDUCATION_INDUSTRY, FULL_TIME_EDUCATION_STATUS, NON_WORKING_STATUSES } from '../../../domain/constants';
import { getPath, setPath } from '../path';
import { at, inPerson, personPath, type Behaviour } from './behaviour';
import { medicalConditionBehaviour } from './medical-condition';

// Every driver (the proposer or an additional driver) answers the same questions.
const on = inPerson;

export const PERSON_BEHAVIOURS: Behaviour[] = [
  {
    // Any change of "born in the UK" makes the old "living in the UK since" date meaningless.
    match: on('resident.is_uk_born'),
    apply: ({ draft, value, previous, owner }) => (value !== previous ? setPath(draft, personPath(owner, 'resident.since'), null) : draft),
  },
  {
    match: on('has_part_time_occupation'),
    apply: ({ draft, value, owner }) => {
      if (value !== true) return setPath(draft, personPath(owner, 'part_time_occupation'), null);
      return getPath(draft, personPath(owner, 'part_time_occupation'))
        ? draft
        : setPath(draft, personPath(owner, 'part_time_occupation'), emptyOccupation());
    },
  },
  {
    match: on('full_time_occupation.status'),
    apply: ({ draft, value, previous, owner }) => {
      const job = (field: 'industry' | 'role') => personPath(owner, `full_time_occupation.${field}`);
      if (value === FULL_TIME_EDUCATION_STATUS) {
        // Students are rated in industry 950 and pick from the 15 education roles only.
        const next = setPath(draft, job('industry'), FULL_TIME_EDUCATION_INDUSTRY);
        return previous === FULL_TIME_EDUCATION_STATUS ? next : setPath(next, job('role'), null);
      }
      if (NON_WORKING_STATUSES.includes(String(value))) {
        let next = setPath(setPath(draft, job('role'), null), job('industry'), null);
        next = setPath(setPath(next, personPath(owner, 'has_part_time_occupation'), null), personPath(owner, 'part_time_occupation'), null);
        return next;
      }
      if (previous === FULL_TIME_EDUCATION_STATUS) return setPath(setPath(draft, job('industry'), null), job('role'), null);
      return draft;
    },
  },
  {
    // The salutation is derived, never asked: "Mrs Smith".
    match: at('risk.proposer.name.title', 'risk.proposer.name.surname'),
    apply: ({ draft }) => {
      const name = draft.risk.proposer?.name;
      const salutation = [name?.title, name?.surname].filter(Boolean).join(' ') || null;
      return setPath(draft, 'risk.proposer.name.salutation', salutation);
    },
  },
  medicalConditionBehaviour(on('driver_details.has_medical_condition')),
];
