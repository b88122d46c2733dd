/**
 * Fault injection for tests: make one endpoint (by its contract key) answer an error status, a
 * malformed body or late, for a number of calls or until cleared.
 */
import * as v from 'valibot';

export const FaultSchema = v.object({
  endpoint: v.pipe(v.string(), v.minLength(1)),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599))),
  malformed: v.optional(v.boolean()),
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type Fault = v.InferOutput<typeof FaultSchema>;

export class Faults {
  private readonly active = new Map<string, Fault & { remaining: number }>();

  set(fault: Fault): void {
    this.active.set(fault.endpoint, { ...fault, remaining: fault.times ?? Infinity });
  }

  clear(): void {
    this.active.clear();
  }

  list(): Fault[] {
    return [...this.active.values()].map(({ remaining, ...fault }) => ({
      ...fault,
      times: Number.isFinite(remaining) ? remaining : undefined,
    }));
  }

  /** The fault for this call, if any; each call it answers uses up one of its times. */
  take(endpoint: string): Fault | null {
    const fault = this.active.get(endpoint);
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.active.delete(endpoint);
    return fault;
  }
}

/** Valid JSON in the wrong shape: the client's response validation must catch it. */
export function malformedBody(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    // Every envelope key of the contract, so no call's answer survives validation by luck.
    return {
      ...(body as object),
      premium: 'abc',
      data: 'abc',
      proposal: 'abc',
      success: 'abc',
      list: 'abc',
      vehicles: 'abc',
      payment_url: 42,
      portal_url: 42,
      addresses: 'abc',
      options: 'abc',
      status: 42,
    };
  }
  return { premium: 'abc' };
}

export const faultBody = (status: number): unknown => ({ code: 'sandbox_fault', message: `Injected fault: HTTP ${status}` });

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
