import { describe, expect, it } from 'vitest';
import {
  DRIVING_OTHER_CARS_EXCLUDED,
  endorsementNotes,
  hasTrackerWarning,
  parseEndorsementHeading,
  sortEndorsements,
} from '../../../src/domain/endorsements';

const e = (extra_info: string, text = `<h4>${extra_info} - Endorsement</h4>`) => ({ extra_info, text });

describe('endorsements', () => {
  it("sorts by the numeric code, so '10' comes after '9'", () => {
    const sorted = sortEndorsements([e('10'), e('9'), e('41'), e('039'), e('2')]);
    expect(sorted.map((x) => x.extra_info)).toEqual(['2', '9', '10', '039', '41']);
  });

  it('puts non-numeric codes last, keeping their order, and does not change the input', () => {
    const list = [e('X1'), e('5'), e(''), e('1')];
    expect(sortEndorsements(list).map((x) => x.extra_info)).toEqual(['1', '5', 'X1', '']);
    expect(list.map((x) => x.extra_info)).toEqual(['X1', '5', '', '1']);
  });

  it('warns about a tracker for code 41 only', () => {
    expect(hasTrackerWarning([e('4'), e('41')])).toBe(true);
    expect(hasTrackerWarning([{ extra_info: ' 041 ' }])).toBe(true);
    expect(hasTrackerWarning([e('14'), e('410')])).toBe(false);
    expect(hasTrackerWarning([])).toBe(false);
  });

  it('adds the driving-other-cars exclusion when code 39 is absent', () => {
    expect(endorsementNotes([e('10'), e('41')])).toEqual([DRIVING_OTHER_CARS_EXCLUDED]);
    expect(endorsementNotes([])).toEqual(['drivingOtherCarsExcluded']);
    expect(endorsementNotes([e('39')])).toEqual([]);
    expect(endorsementNotes([e('039')])).toEqual([]);
  });

  it('reads the h4 heading as code and description', () => {
    expect(parseEndorsementHeading('<h4>41 - Tracking Device</h4><p>Theft is excluded unless...</p>')).toEqual({
      code: '41',
      description: 'Tracking Device',
    });
    expect(parseEndorsementHeading('<H4 class="x"><strong>039</strong> – Driving &amp; other cars</H4>')).toEqual({
      code: '039',
      description: 'Driving & other cars',
    });
    expect(parseEndorsementHeading('<h4>Security</h4>')).toEqual({ code: '', description: 'Security' });
    expect(parseEndorsementHeading('<p>No heading</p>')).toBeNull();
  });
});
