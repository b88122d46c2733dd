import { describe, expect, it } from 'vitest';
import { applyEmploymentStatus, isNonWorking, occupationQuestions } from '../../../src/domain/occupation';

const job = (status: string | null, role: string | null, industry: string | null) => ({ status, role, industry });
const answers = {
  full_time_occupation: job('Employed', 'A01', '123'),
  has_part_time_occupation: true,
  part_time_occupation: job('Employed', 'B02', '456'),
  is_smoker: false,
};

describe('occupation questions', () => {
  it.each(['Retired', 'UnEmploy', 'None', 'NotKnown', 'HsePerson'])('%s hides role, industry and second job', (status) => {
    expect(isNonWorking(status)).toBe(true);
    expect(occupationQuestions(status)).toEqual({ role: false, industry: false, secondJob: false });
  });

  it('full-time education asks the role but not the industry', () => {
    expect(occupationQuestions('FTEdu')).toEqual({ role: true, industry: false, secondJob: true });
  });

  it('a working status asks everything; no status asks nothing yet', () => {
    expect(occupationQuestions('Employed')).toEqual({ role: true, industry: true, secondJob: true });
    expect(occupationQuestions(null)).toEqual({ role: false, industry: false, secondJob: false });
  });
});

describe('applyEmploymentStatus', () => {
  it('sets industry 950 for full-time education and clears the working role', () => {
    const next = applyEmploymentStatus(answers, 'FTEdu');
    expect(next.full_time_occupation).toEqual(job('FTEdu', null, '950'));
    expect(next.part_time_occupation).toEqual(answers.part_time_occupation);
    expect(next.is_smoker).toBe(false);
  });

  it('clears role, industry and the second job for a non-working status', () => {
    const next = applyEmploymentStatus(answers, 'Retired');
    expect(next.full_time_occupation).toEqual(job('Retired', null, null));
    expect(next.has_part_time_occupation).toBeNull();
    expect(next.part_time_occupation).toBeNull();
  });

  it('keeps role and industry between working statuses', () => {
    expect(applyEmploymentStatus(answers, 'SelfEmp').full_time_occupation).toEqual(job('SelfEmp', 'A01', '123'));
  });

  it('drops the implied 950 and the student role on leaving education', () => {
    const student = applyEmploymentStatus({ ...answers, full_time_occupation: job('FTEdu', 'S15', '950') }, 'Employed');
    expect(student.full_time_occupation).toEqual(job('Employed', null, null));
  });

  it('does not change the answers it was given', () => {
    applyEmploymentStatus(answers, 'Retired');
    expect(answers.full_time_occupation).toEqual(job('Employed', 'A01', '123'));
  });
});
