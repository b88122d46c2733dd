/**
 * Car descriptions as people write them: the vehicle lists' capitals ('FIESTA ZETEC 1.25 5DR') read
 * as shouting and are slower to read (GOV.UK's style guide: avoid block capitals), so words take
 * title case ('Fiesta Zetec 1.25 5dr'). Known acronyms and model codes keep their capitals (GTI,
 * TDI, ST, AMG, MX-5, X3); engine sizes stay as they are, and a power or engine letter after a
 * number is lower case, as makers write it ('118i', '2.2d', '4x4', '60.5kWh'). Words already in
 * mixed case are the maker's own spelling and are left alone.
 */
const ACRONYMS = new Set('GTI GTD GTE GTS TDI TSI TFSI TDCI HSE AMG BMW AWD MHEV PHEV HEV CVT DSG LWB SWB'.split(' '));
const UNITS: Readonly<Record<string, string>> = { DR: 'dr', KWH: 'kWh', AH: 'Ah', X: 'x', I: 'i', D: 'd' };

function part(word: string): string {
  // Two letters or fewer are codes too (ST, GT, VW, SE, M).
  if (ACRONYMS.has(word) || word.length <= 2 || !/[A-Z]/.test(word)) return word.replace('TDCI', 'TDCi');
  // A number with a unit or engine letter: 5DR, 118I, 2.2D, 4X4, 60.5KWH.
  const unit = /^(\d[\d.]*)(DR|KWH|AH|X|I|D)(\d*)$/.exec(word);
  if (unit) return unit[1] + UNITS[unit[2]] + unit[3];
  // A model code mixing letters and digits (MX-5's MX, X3, SZ5, D240) keeps its capitals.
  if (/\d/.test(word)) return word;
  return word[0] + word.slice(1).toLowerCase();
}

/** 'FIESTA ZETEC 1.25 5DR' -> 'Fiesta Zetec 1.25 5dr'; null or '' stay as they are. */
export function readableCarName<T extends string | null | undefined>(text: T): T {
  if (!text) return text;
  return text
    .split(' ')
    .map((word) => (/[a-z]/.test(word) ? word : word.split('-').map(part).join('-')))
    .join(' ') as T;
}
