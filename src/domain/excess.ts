import type { Excess } from '../api/contract/quote';
import { formatMoney, parseAmount, roundPence } from './money';

/** One line of the price screen's excess table. */
export interface ExcessRow {
  label: string;
  /** Formatted: '£250.00', or 'N/A' for a voluntary excess of 0. */
  value: string;
}

type ExcessItem = Pick<Excess, 'policy_section' | 'driver' | 'value'>;

const excessValue = (e: ExcessItem) => parseAmount(e.value) ?? 0;
const sum = (items: readonly ExcessItem[]) => roundPence(items.reduce((total, e) => total + excessValue(e), 0));
const hasDriver = (e: ExcessItem) => e.driver !== null && e.driver !== undefined;
const nameOf = (driver: number, names: readonly string[]) => names[driver] ?? `Driver ${driver + 1}`;

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
 * Rows for the price screen: compulsory, voluntary ('N/A' when 0), total, any driver's extra
 * excess (named by driverNames[index], [proposer, ...additional drivers]), then each windscreen item.
 */
export function excessRows(
  excesses: readonly ExcessItem[],
  voluntaryExcess: unknown,
  driverNames: readonly string[] = [],
): ExcessRow[] {
  const compulsory = compulsoryExcess(excesses);
  const voluntary = parseAmount(voluntaryExcess) ?? 0;
  const rows: ExcessRow[] = [
    { label: 'Compulsory excess', value: formatMoney(compulsory) },
    { label: 'Voluntary excess', value: voluntary === 0 ? 'N/A' : formatMoney(voluntary) },
    { label: 'Total excess', value: formatMoney(compulsory + voluntary) },
  ];
  for (const [driver, amount] of [...driverExcesses(excesses)].sort(([a], [b]) => a - b)) {
    rows.push({ label: `Additional excess for ${nameOf(driver, driverNames)}`, value: formatMoney(amount) });
  }
  for (const e of windscreenExcesses(excesses)) {
    const who = hasDriver(e) ? nameOf(Number(e.driver), driverNames) : 'all drivers';
    rows.push({ label: `Windscreen excess (${who})`, value: formatMoney(e.value) });
  }
  return rows;
}
