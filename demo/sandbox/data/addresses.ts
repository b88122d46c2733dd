import { normalisePostcode as standardPostcode } from '../../../src/domain/postcode';
import { hashPart, hashString } from './hash';
import { POSTCODE_AREAS, type PostcodeArea } from './postcode-areas';
import { STREET_NAMES } from './street-names';

export { POSTCODE_AREA_RISK } from './postcode-areas';

/** A test postcode with a valid format and no addresses. */
export const EMPTY_POSTCODE = 'ZZ1 1ZZ';

export type Address = {
  line_1: string;
  line_2: string;
  line_3: string;
  line_4: string;
  line_5: string;
  postcode: string;
};

const POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/;
const AREA_CODES = Object.keys(POSTCODE_AREAS);

/** 'sw1a1aa' and 'SW1A  1AA' become 'SW1A 1AA' (the widget's standard form); null when it is not a UK postcode. */
export function normalisePostcode(postcode: string): string | null {
  const spaced = standardPostcode(postcode);
  return POSTCODE.test(spaced) ? spaced : null;
}

/** The area letters ('SW' of 'SW1A 1AA'), or null for an invalid postcode. */
export function postcodeArea(postcode: string): string | null {
  const normalised = normalisePostcode(postcode);
  return normalised ? /^[A-Z]+/.exec(normalised)![0] : null;
}

/** The rating factor for a postcode's area; 1 for an area the sandbox does not list. */
export function areaRisk(postcode: string): number {
  const code = postcodeArea(postcode);
  return (code && POSTCODE_AREAS[code]?.risk) || 1;
}

/**
 * The addresses at a postcode, made up from a hash of it so the same postcode always lists the same
 * houses: one street, odd or even numbers, in a post town of the postcode's area (chosen by district). null for an invalid postcode, [] for the empty test postcode.
 */
export function addressesFor(postcode: string): Address[] | null {
  const normalised = normalisePostcode(postcode);
  if (!normalised) return null;
  if (normalised === EMPTY_POSTCODE) return [];
  const hash = hashString(normalised);
  const [district] = normalised.split(' ');
  const districtHash = hashString(district);
  const code = postcodeArea(normalised)!;
  const area: PostcodeArea = POSTCODE_AREAS[code] ?? POSTCODE_AREAS[AREA_CODES[districtHash % AREA_CODES.length]];
  // Low-numbered districts are the main town's; higher ones spread over the area's other post towns.
  const districtNumber = Number(/[0-9]+/.exec(district)![0]);
  const { town, county } = area.towns[districtNumber < 20 ? 0 : districtHash % area.towns.length];
  const locality = area.localities.length > 0 ? area.localities[hashPart(districtHash, 1) % area.localities.length] : '';
  const street = STREET_NAMES[hashPart(hash, 1) % STREET_NAMES.length];
  const count = 3 + (hashPart(hash, 2) % 6);
  const first = 1 + (hashPart(hash, 3) % 90);
  // Inner-city postcodes are often one converted house or block of flats.
  const flats = locality !== '' && hashPart(hash, 4) % 3 === 0;
  return Array.from({ length: count }, (_, i) => ({
    line_1: flats ? `Flat ${i + 1}, ${first} ${street}` : `${first + 2 * i} ${street}`,
    line_2: locality,
    line_3: town,
    line_4: county,
    line_5: '',
    postcode: normalised,
  }));
}
