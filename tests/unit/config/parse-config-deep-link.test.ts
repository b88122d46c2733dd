import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/parse-config';

describe('parseConfig with a partner’s deep link', () => {
  const partner = { brand: { name: 'Juniper Car Insurance' }, partner: { sourceOfBusiness: '105' } };

  it('keeps the whole request, extra keys included', () => {
    const config = parseConfig(
      { ...partner, deepLink: { reference: 'MQ-7KQ4-2P9D', postcode: 'LS6 2AB', dob: '1988-03-14', partner_ref: 'CC-1' } },
      () => undefined,
    );
    expect(config.deepLink).toEqual({ reference: 'MQ-7KQ4-2P9D', postcode: 'LS6 2AB', dob: '1988-03-14', partner_ref: 'CC-1' });
  });

  it('drops a malformed request with one message naming the field, keeping the rest of the config', () => {
    const logs: string[] = [];
    const config = parseConfig({ ...partner, deepLink: { reference: 'MQ-7KQ4-2P9D', postcode: 'LS6 2AB', dob: '14/03/1988' } }, (m) =>
      logs.push(m),
    );
    expect(config.deepLink).toBeUndefined();
    expect(config.brand.name).toBe('Juniper Car Insurance');
    expect(config.partner.sourceOfBusiness).toBe('105');
    expect(logs).toEqual([
      'MotorQuote config: "deepLink.dob" is not valid: deepLink.dob must be a date like "1990-03-27". "deepLink" was left out.',
    ]);
  });

  it('drops a request missing a key the same way', () => {
    const logs: string[] = [];
    const config = parseConfig({ ...partner, deepLink: { reference: 'MQ-7KQ4-2P9D', dob: '1988-03-14' } }, (m) => logs.push(m));
    expect(config.deepLink).toBeUndefined();
    expect(config.partner.sourceOfBusiness).toBe('105');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(
      '"deepLink.postcode" is not valid: deepLink.postcode is missing: a deep link needs reference, postcode and dob',
    );
  });
});
