/** Money is carried in pence inside the engine so sums and splits agree to the penny. */

export const IPT_RATE = 0.12;

export const toPence = (pounds: number): number => Math.round(pounds * 100);

export const toPounds = (pence: number): number => Math.round(pence) / 100;

/** Rounds a pound amount to whole pence. */
export const round2 = (pounds: number): number => toPounds(toPence(pounds));

/** Gross = net plus 12% Insurance Premium Tax; the tax is whatever separates the rounded gross from the net. */
export function withIpt(netPence: number): { grossPence: number; iptPence: number } {
  const grossPence = Math.round(netPence * (1 + IPT_RATE));
  return { grossPence, iptPence: grossPence - netPence };
}
