import type { LabelKey } from '../../config/labels';
import { PERSONAL_ACCIDENT_PER_INCIDENT, PERSONAL_ACCIDENT_PER_PERSON } from '../../domain/constants';
import { formatThousands } from '../../domain/money';

// The card text of each extra the insurer sells; an extra without its own copy gets the general line.
const COPY: Readonly<Record<string, LabelKey>> = {
  PA: 'addons.copy.personalAccident',
  EPA: 'addons.copy.personalAccident',
  LE: 'addons.copy.legal',
  KEY: 'addons.copy.keys',
};

/** The label and placeholder values of an extra's card copy. */
export function addonCopy(code: string): { key: LabelKey; vars: Record<string, string> } {
  return {
    key: COPY[code] ?? 'addons.copy.other',
    vars: {
      perPerson: `£${formatThousands(PERSONAL_ACCIDENT_PER_PERSON)}`,
      perIncident: `£${formatThousands(PERSONAL_ACCIDENT_PER_INCIDENT)}`,
    },
  };
}
