import type { Occupation } from '../contract/person';
import { FULL_TIME_EDUCATION_INDUSTRY, FULL_TIME_EDUCATION_STATUS, NON_WORKING_STATUSES } from './constants';

/** Which occupation questions show for an employment status. */
export interface OccupationQuestions {
  role: boolean;
  industry: boolean;
  secondJob: boolean;
}

/** Full-time education (FTEdu): a student's role is asked, the industry is always education (950). */
export function isFullTimeEducation(status: unknown): boolean {
  return status === FULL_TIME_EDUCATION_STATUS;
}

/** Retired, unemployed, none, not known, houseperson: no job to describe. */
export function isNonWorking(status: unknown): boolean {
  return typeof status === 'string' && NON_WORKING_STATUSES.includes(status);
}

/**
 * The questions shown. Nothing until a status is chosen. A student is still asked about a
 * part-time job, as insurers rate a student's weekend job like anyone's second job.
 */
export function occupationQuestions(status: unknown): OccupationQuestions {
  if (typeof status !== 'string' || status === '' || isNonWorking(status)) {
    return { role: false, industry: false, secondJob: false };
  }
  return { role: true, industry: !isFullTimeEducation(status), secondJob: true };
}

/** The person's occupation answers that an employment status change can touch. */
export interface OccupationAnswers {
  full_time_occupation: Occupation;
  has_part_time_occupation: boolean | null;
  part_time_occupation: Occupation | null;
}

/**
 * The answers after choosing a status: full-time education sets industry 950; a non-working
 * status clears role, industry and the second job. Moving into or out of full-time education
 * also clears the role (students pick from their own short list of roles) and, on the way out,
 * the implied 950, so the person picks their own job and industry.
 */
export function applyEmploymentStatus<T extends OccupationAnswers>(answers: T, status: string | null): T {
  const previous = answers.full_time_occupation;
  if (status === null || status === '' || isNonWorking(status)) {
    return {
      ...answers,
      full_time_occupation: { ...previous, status, role: null, industry: null },
      has_part_time_occupation: null,
      part_time_occupation: null,
    };
  }
  const crossesEducation = isFullTimeEducation(status) !== isFullTimeEducation(previous.status);
  const role = crossesEducation ? null : previous.role;
  if (isFullTimeEducation(status)) {
    return { ...answers, full_time_occupation: { ...previous, status, role, industry: FULL_TIME_EDUCATION_INDUSTRY } };
  }
  const industry = crossesEducation ? null : previous.industry;
  return { ...answers, full_time_occupation: { ...previous, status, role, industry } };
}
