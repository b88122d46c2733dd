import type { Endorsement } from '../contract/quote';
import { ENDORSEMENT_DRIVING_OTHER_CARS, ENDORSEMENT_TRACKER } from './constants';

/** The note added to the endorsements when the insurer did not grant driving other cars (code 39). */
export const DRIVING_OTHER_CARS_EXCLUDED = 'drivingOtherCarsExcluded';
export type EndorsementNote = typeof DRIVING_OTHER_CARS_EXCLUDED;

type EndorsementItem = Pick<Endorsement, 'extra_info'>;

/** The endorsement code as text, whether the API sent 41 or '41'. */
function endorsementCode(item: EndorsementItem): string {
  return String(item.extra_info ?? '').trim();
}

// Plain digits only: Number() would also read '0x29' or '4e1' as 41.
const numeric = (item: EndorsementItem) => {
  const code = endorsementCode(item);
  return /^\d+$/.test(code) ? Number(code) : Infinity;
};

/** Ascending by the numeric value of extra_info ('9' before '10'); non-numeric codes last, in order. */
export function sortEndorsements<T extends EndorsementItem>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => {
    const x = numeric(a);
    const y = numeric(b);
    return x === y ? 0 : x < y ? -1 : 1;
  });
}

/** Whether the list holds a code, compared by number so '039' and 39 both match '39'. */
function hasEndorsement(list: readonly EndorsementItem[], code: string): boolean {
  return list.some((item) => numeric(item) === Number(code));
}

/** Code 41: theft cover needs a working tracker, so the tracking-device warning opens. */
export function hasTrackerWarning(list: readonly EndorsementItem[]): boolean {
  return hasEndorsement(list, ENDORSEMENT_TRACKER);
}

/** Extra lines shown after the endorsements (the screen words each note): driving other cars is excluded unless code 39 is there. */
export function endorsementNotes(list: readonly EndorsementItem[]): EndorsementNote[] {
  return hasEndorsement(list, ENDORSEMENT_DRIVING_OTHER_CARS) ? [] : [DRIVING_OTHER_CARS_EXCLUDED];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The h4 heading 'code - description' of an endorsement's HTML, as text; null when there is none. */
export function parseEndorsementHeading(html: string): { code: string; description: string } | null {
  const match = /<h4\b[^>]*>([\s\S]*?)<\/h4>/i.exec(html ?? '');
  if (!match) return null;
  const text = match[1]
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
  const dash = /\s+[-–]\s+/.exec(text);
  if (!dash) return { code: '', description: text };
  return { code: text.slice(0, dash.index).trim(), description: text.slice(dash.index + dash[0].length).trim() };
}
