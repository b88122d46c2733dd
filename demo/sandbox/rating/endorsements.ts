/** Endorsements: policy terms that apply to this risk, as HTML with an 'NN - title' heading. */
import type { CoverType } from './cover';

export interface Endorsement {
  text: string;
  extra_info: string;
}

const TRACKER_VALUE_THRESHOLD = 30000;
/** Driving other cars is only extended to settled, conviction-free comprehensive policyholders. */
const DOC_MIN_AGE = 25;

export interface EndorsementFacts {
  cover: CoverType;
  value: number;
  hasTracker: boolean;
  proposerAge: number;
  hasConvictions: boolean;
  modifications: number;
}

const endorsement = (code: string, title: string, body: string): Endorsement => ({
  text: `<h4>${code} - ${title}</h4><p>${body}</p>`,
  extra_info: code,
});

export function endorsementsFor(f: EndorsementFacts): Endorsement[] {
  const list: Endorsement[] = [];
  if (f.cover === 'C') {
    list.push(
      endorsement(
        '01',
        'Windscreen',
        'Windscreen and window glass is covered. A repair has no excess; a replacement carries the windscreen excess shown.',
      ),
      endorsement(
        '07',
        'Approved repairer',
        'Repairs must be carried out by our approved repairer. If you choose your own repairer an extra £250 excess applies.',
      ),
    );
  }
  if (f.cover === 'C' && f.proposerAge >= DOC_MIN_AGE && !f.hasConvictions) {
    list.push(
      endorsement(
        '39',
        'Driving other cars',
        'The policyholder may drive another private car, not owned by or hired to them, with third party only cover.',
      ),
    );
  }
  // The test-data table promises 41 for any cover: with TPO it only restates that theft is not covered.
  if (f.value >= TRACKER_VALUE_THRESHOLD && !f.hasTracker) {
    list.push(
      endorsement(
        '41',
        'Tracking device',
        'Theft of the car is not covered unless a Thatcham-approved tracking device is fitted, working and subscribed at the time of the loss.',
      ),
    );
  }
  if (f.modifications > 0) {
    list.push(
      endorsement(
        '19',
        'Modifications',
        'Cover applies only to the modifications declared to us. Any other modification must be declared before it is made.',
      ),
    );
  }
  return list;
}
