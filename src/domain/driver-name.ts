import type { Proposal } from '../contract/proposal';

/** A driver's name once given, else null: the caller names them 'Driver 2' (label driver.unnamed). */
export function driverName(draft: Proposal, index: number): string | null {
  const name = draft.risk.additional_drivers?.[index]?.name;
  return [name?.forenames, name?.surname].filter(Boolean).join(' ') || null;
}
