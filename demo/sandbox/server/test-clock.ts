/**
 * The sandbox's movable clock (docs/testing.md#the-sandboxs-clock): its own time plus an offset a
 * test sets through POST /sandbox/clock, so a test can let midnight or three days pass between
 * paying and accepting without waiting. Its day is the insurer's, in Europe/London
 * (docs/product/regulation.md#cover-start-and-a-bought-policy), whatever the machine's time zone.
 */
const LONDON_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day an instant falls on in London, as YYYY-MM-DD. */
export const londonDay = (iso: string): string => LONDON_DAY.format(new Date(iso));

/** A clock as the sandbox's services read it (services.ts): today in London, and the instant. */
interface Clock {
  today(): string;
  now(): string;
}

export class TestClock {
  private offsetMs = 0;

  constructor(private readonly base: Clock) {}

  now(): string {
    return this.offsetMs === 0 ? this.base.now() : new Date(Date.parse(this.base.now()) + this.offsetMs).toISOString();
  }

  /** The base clock's own day until the clock is moved; then the day of the moved instant in London. */
  today(): string {
    return this.offsetMs === 0 ? this.base.today() : londonDay(this.now());
  }

  /** Moves the clock on (or back) by ms. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Sets the clock to an instant; time goes on from there. */
  set(iso: string): void {
    this.offsetMs = Date.parse(iso) - Date.parse(this.base.now());
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
