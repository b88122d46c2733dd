import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/parse-config';

describe('parseConfig with the host’s attribution', () => {
  it('keeps a campaign and a partner click reference given as short plain text', () => {
    const logs: string[] = [];
    const config = parseConfig({ attribution: { campaign: 'spring-2027', partnerClickRef: 'CLK-8842' } }, (m) => logs.push(m));
    expect(config.attribution).toEqual({ campaign: 'spring-2027', partnerClickRef: 'CLK-8842' });
    expect(logs).toEqual([]);
  });

  it('refuses a value with a line break or right-to-left control, and one too long, naming each and keeping the other', () => {
    const logs: string[] = [];
    const config = parseConfig({ attribution: { campaign: 'spring\u202e7202', partnerClickRef: 'C'.repeat(101) } }, (m) => logs.push(m));
    expect(config.attribution).toEqual({});
    expect(logs).toEqual([
      'MotorQuote config: "attribution.campaign" is not valid: attribution.campaign must be plain text, without control, line-break or right-to-left characters. It was left out.',
      'MotorQuote config: "attribution.partnerClickRef" is not valid: attribution.partnerClickRef must be at most 100 characters. It was left out.',
    ]);
  });
});
