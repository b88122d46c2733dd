import { describe, expect, it } from 'vitest';
import { readableCarName } from '../../../src/domain/car-name';

describe('readableCarName', () => {
  it.each([
    ['FIESTA ZETEC 1.25 5DR', 'Fiesta Zetec 1.25 5dr'],
    ['GOLF GTI 2.0 TSI 5DR', 'Golf GTI 2.0 TSI 5dr'],
    ['FOCUS ST 2.3 ECOBOOST', 'Focus ST 2.3 Ecoboost'],
    ['C63 AMG', 'C63 AMG'],
    ['MX-5 SPORT NAV 2.0 160 ROADSTER', 'MX-5 Sport Nav 2.0 160 Roadster'],
    ['118I M SPORT 5DR', '118i M Sport 5dr'],
    ['FIESTA TITANIUM 1.4 TDCI 5DR', 'Fiesta Titanium 1.4 TDCi 5dr'],
    ['ATTO 3 COMFORT 60.5KWH 5DR', 'Atto 3 Comfort 60.5kWh 5dr'],
    ['L200 BARBARIAN 2.4 DI-D DOUBLE CAB AUTO', 'L200 Barbarian 2.4 DI-D Double Cab Auto'],
    ['RANGE ROVER VELAR R-DYNAMIC SE D240 AUTO 5DR', 'Range Rover Velar R-Dynamic SE D240 Auto 5dr'],
    ['DEFENDER 90 4X4', 'Defender 90 4x4'],
    ['X-TYPE S 2.0D SALOON', 'X-Type S 2.0d Saloon'],
  ])('%s reads as %s', (from, to) => {
    expect(readableCarName(from)).toBe(to);
  });

  it('leaves a maker’s own mixed case, and no description, as they are', () => {
    expect(readableCarName('Fiesta')).toBe('Fiesta');
    expect(readableCarName('i3 eDrive')).toBe('i3 eDrive');
    expect(readableCarName(null)).toBeNull();
    expect(readableCarName('')).toBe('');
  });
});
