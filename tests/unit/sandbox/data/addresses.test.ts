import { describe, expect, it } from 'vitest';
import {
  addressesFor,
  areaRisk,
  EMPTY_POSTCODE,
  normalisePostcode,
  POSTCODE_AREA_RISK,
  postcodeArea,
} from '../../../../demo/sandbox/data/addresses';
import { POSTCODE_AREAS } from '../../../../demo/sandbox/data/postcode-areas';

describe('postcodes', () => {
  it('normalises case and spacing and rejects what is not a UK postcode', () => {
    expect(normalisePostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(normalisePostcode(' M1   1AE ')).toBe('M1 1AE');
    for (const bad of ['', '12345', 'SW1A', 'SW1A 1A', 'A 1AA', 'ABC1 1AA', 'SW1A 1AAA']) {
      expect(normalisePostcode(bad), bad).toBeNull();
    }
  });

  it('finds the area letters', () => {
    expect(postcodeArea('SW1A 1AA')).toBe('SW');
    expect(postcodeArea('m1 1ae')).toBe('M');
    expect(postcodeArea('EH11YZ')).toBe('EH');
    expect(postcodeArea('nonsense')).toBeNull();
  });

  it('rates every area between 0.8 and 1.6, cities above the countryside', () => {
    expect(Object.keys(POSTCODE_AREA_RISK).length).toBeGreaterThanOrEqual(120);
    for (const risk of Object.values(POSTCODE_AREA_RISK)) {
      expect(risk).toBeGreaterThanOrEqual(0.8);
      expect(risk).toBeLessThanOrEqual(1.6);
    }
    expect(areaRisk('E1 6AN')).toBeGreaterThan(areaRisk('TR1 1AA'));
    expect(areaRisk('B1 1AA')).toBeGreaterThan(areaRisk('HR1 1AA'));
    expect(areaRisk('ZZ1 1ZZ')).toBe(1);
  });
});

describe('addressesFor', () => {
  it('answers null for an invalid postcode and none for the empty test postcode', () => {
    expect(addressesFor('not a postcode')).toBeNull();
    expect(EMPTY_POSTCODE).toBe('ZZ1 1ZZ');
    expect(addressesFor('ZZ1 1ZZ')).toEqual([]);
    expect(addressesFor('zz11zz')).toEqual([]);
  });

  it("lists 3 to 8 distinct addresses in the postcode's area, the same every time", () => {
    for (const postcode of ['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'LS1 4AP', 'EH1 1YZ', 'CF10 1EP', 'BT1 5GS', 'TR1 2HE']) {
      const addresses = addressesFor(postcode)!;
      expect(addresses.length).toBeGreaterThanOrEqual(3);
      expect(addresses.length).toBeLessThanOrEqual(8);
      expect(new Set(addresses.map((a) => a.line_1)).size).toBe(addresses.length);
      expect(addressesFor(postcode.toLowerCase().replace(' ', ''))).toEqual(addresses);
      const area = POSTCODE_AREAS[postcodeArea(postcode)!];
      for (const address of addresses) {
        expect(address.postcode).toBe(postcode);
        expect(address.line_1).toMatch(/^(Flat \d+, )?\d+ \S/);
        expect(area.towns).toContainEqual({ town: address.line_3, county: address.line_4 });
        expect(address.line_5).toBe('');
      }
    }
  });

  it('puts central districts in the main town', () => {
    expect(addressesFor('M1 1AE')![0].line_3).toBe('Manchester');
    expect(addressesFor('EH1 1YZ')![0].line_3).toBe('Edinburgh');
    expect(addressesFor('LS1 4AP')![0].line_3).toBe('Leeds');
    expect(addressesFor('SW1A 1AA')![0]).toMatchObject({ line_3: 'London', line_4: 'Greater London' });
  });

  it('varies between postcodes', () => {
    const streets = new Set(
      ['SW1A 1AA', 'SW1A 2AA', 'M1 1AE', 'M1 2AE', 'LS1 4AP', 'B1 1AA', 'G1 1AA', 'L1 1AA'].map(
        (postcode) => addressesFor(postcode)![0].line_1,
      ),
    );
    expect(streets.size).toBeGreaterThan(4);
  });

  it('still answers a well-formed postcode in an area it does not list', () => {
    expect(addressesFor('QQ1 1AA')!.length).toBeGreaterThanOrEqual(3);
  });
});
