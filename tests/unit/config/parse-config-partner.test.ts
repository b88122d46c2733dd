import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/parse-config';

describe('parseConfig with a partner code', () => {
  it.each([
    [105, '105'],
    ['114', '114'],
    ['Website', 'Website'],
  ])('reads %j as the code %j, as docs/configuration.md and embed-snippet.html write it, with no console message', (given, read) => {
    const logs: string[] = [];
    expect(parseConfig({ partner: { sourceOfBusiness: given } }, (m) => logs.push(m)).partner.sourceOfBusiness).toBe(read);
    expect(logs).toEqual([]);
  });

  it.each([[10.5], [-105], [{ code: 105 }]])('refuses %j with a message naming the field, and counts the visit as direct', (given) => {
    const logs: string[] = [];
    expect(parseConfig({ partner: { sourceOfBusiness: given } }, (m) => logs.push(m)).partner.sourceOfBusiness).toBe('Website');
    expect(logs).toEqual([
      'MotorQuote config: "partner.sourceOfBusiness" is not valid: partner.sourceOfBusiness must be a code like "105", 105 or "Website". Using its default, "Website".',
    ]);
  });
});
