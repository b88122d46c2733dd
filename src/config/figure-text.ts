import type { LabelKey, LabelVars } from './labels';
import { coverStart } from '../domain/dates';
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

/** '1st March 2026 at 00:01hrs' in the brand's words, the bare date when cover starts today, '' for none. */
export function coverStartText(t: Translate, startDate: unknown): string {
  const start = coverStart(startDate);
  if (!start) return '';
  return start.fromMidnight ? t('cover.startsFromMidnight', { date: start.date }) : start.date;
}
