import type { Excess } from '../contract/quote';
import { formatMoney, parseAmount, roundPence } from './money';

/** One line of the price screen's excess table; the screen words it from its kind (a label). */
export interface ExcessRow {
  kind: 'compulsory' | 'voluntary' | 'total' | 'driver' | 'windscreen';
  /** Formatted '£250.00'; null for a voluntary excess of 0 (shown as 'N/A'). */
  value: string | null;
  /** The driver a line is for (0 the proposer, then the additional drivers); null for all drivers. */
  driver: number | null;
}

type ExcessItem = Pick<Excess, 'policy_section' | 'driver' | 'value'>;

const excessValue = (e: ExcessItem) => parseAmount(e.value) ?? 0;
const sum = (items: readonly ExcessItem[]) => roundPence(items.reduce((total, e) => total + excessValue(e), 0));
const hasDriver = (e: ExcessItem) => e.driver !== null && e.driver !== undefined;

/** Windscreen items are quoted separately: they apply to glass claims only. */
export function isWindscreenExcess(item: Pick<Excess, 'policy_section'>): boolean {
  return /windscreen/i.test(item.policy_section ?? '');
}

/** Compulsory excess: the sum of the non-windscreen items that apply to every driver (no driver index). */
export function compulsoryExcess(excesses: readonly ExcessItem[]): number {
  return sum(excesses.filter((e) => !isWindscreenExcess(e) && !hasDriver(e)));
}

/** Windscreen items, listed on their own lines; one with no driver index applies to all drivers. */
export function windscreenExcesses<T extends ExcessItem>(excesses: readonly T[]): T[] {
  return excesses.filter(isWindscreenExcess);
}

/** Extra excess that applies to one driver only (e.g. a young driver), by driver index. */
export function driverExcesses(excesses: readonly ExcessItem[]): Map<number, number> {
  const byDriver = new Map<number, number>();
  for (const e of excesses) {
    if (isWindscreenExcess(e) || !hasDriver(e)) continue;
    const driver = Number(e.driver);
    byDriver.set(driver, roundPence((byDriver.get(driver) ?? 0) + excessValue(e)));
  }
  return byDriver;
}

/**
 * Rows for the price screen: compulsory, voluntary (none when 0), total, any driver's extra
 * excess (by driver index: the proposer 0, then the additional drivers), then each windscreen item.
 */
export function excessRows(excesses: readonly ExcessItem[], voluntaryExcess: unknown): ExcessRow[] {
  const compulsory = compulsoryExcess(excesses);
  const voluntary = parseAmount(voluntaryExcess) ?? 0;
  const rows: ExcessRow[] = [
    { kind: 'compulsory', value: formatMoney(compulsory), driver: null },
    { kind: 'voluntary', value: voluntary === 0 ? null : formatMoney(voluntary), driver: null },
    { kind: 'total', value: formatMoney(compulsory + voluntary), driver: null },
  ];
  for (const [driver, amount] of [...driverExcesses(excesses)].sort(([a], [b]) => a - b)) {
    rows.push({ kind: 'driver', value: formatMoney(amount), driver });
  }
  for (const e of windscreenExcesses(excesses)) {
    rows.push({ kind: 'windscreen', value: formatMoney(e.value), driver: hasDriver(e) ? Number(e.driver) : null });
  }
  return rows;
}
