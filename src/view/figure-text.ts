import type { LabelKey, LabelVars } from '../config/labels';
import { coverEnd, coverStart, ordinalDate } from '../domain/dates';
import type { EndorsementNote } from '../domain/endorsements';
import type { ExcessRow } from '../domain/excess';
import type { ExampleFigure, ExampleRow } from '../domain/instalments';

/** The words of the notes docs/product/constants.md#endorsement-notes adds after the insurer's endorsements. */
export const NOTE_LABELS: Readonly<Record<EndorsementNote, LabelKey>> = { drivingOtherCarsExcluded: 'excess.drivingOtherCarsExcluded' };

type Translate = (key: LabelKey, vars?: LabelVars) => string;

const FIGURES: Readonly<Record<ExampleFigure, LabelKey>> = {
  cashPrice: 'example.cashPrice',
  deposit: 'example.deposit',
  credit: 'example.credit',
  initialPayment: 'example.initialPayment',
  monthlyPayments: 'example.monthlyPayments',
  interest: 'example.interest',
  rate: 'example.rate',
  apr: 'example.apr',
  totalPayable: 'example.totalPayable',
  extraCost: 'example.extraCost',
};

/** A representative example line in the brand's words; counted payments read '10 payments of £55.00'. */
export function exampleRowText(t: Translate, row: ExampleRow): { label: string; value: string } {
  const value =
    row.figure === 'initialPayment'
      ? t('example.initialPaymentValue', { amount: row.value })
      : row.figure === 'monthlyPayments'
        ? t('example.monthlyPaymentsValue', { amount: row.value, count: row.count ?? 0 })
        : row.value;
  return { label: t(FIGURES[row.figure]), value };
}

const EXCESSES: Readonly<Record<ExcessRow['kind'], LabelKey>> = {
  compulsory: 'excess.compulsory',
  voluntary: 'excess.voluntary',
  total: 'excess.total',
  driver: 'excess.driver',
  windscreen: 'excess.windscreen',
};

/** An excess line in the brand's words; a driver is named by `names[index]`, else 'Driver 2'. */
export function excessRowText(t: Translate, row: ExcessRow, names: readonly string[]): { label: string; value: string } {
  const name = (index: number) => names[index] || t('driver.unnamed', { number: index + 1 });
  const who = row.driver === null ? t('excess.allDrivers') : name(row.driver);
  return { label: t(EXCESSES[row.kind], { name: who, who }), value: row.value ?? t('excess.voluntaryNone') };
}

/** '1st March 2026 at 00:01' in the brand's words, today's date with 'from the moment you buy' when cover starts today, '' for none. */
export function coverStartText(t: Translate, startDate: unknown): string {
  const start = coverStart(startDate);
  if (!start) return '';
  return t(start.fromMidnight ? 'cover.startsFromMidnight' : 'cover.startsNow', { date: start.date });
}

/** '28th February 2027 at 23:59' (docs/product/constants.md#cover-end), '' for no start date. */
export function coverEndText(t: Translate, startDate: unknown): string {
  const end = ordinalDate(coverEnd(startDate));
  return end && t('cover.endsAt', { date: end });
}
