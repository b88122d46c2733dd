/**
 * The sandbox's clock, a test control (docs/testing.md#the-sandboxs-clock): GET /sandbox/clock says
 * what time and day (Europe/London) the sandbox thinks it is; POST /sandbox/clock with
 * `{ "now": "<ISO instant>" }` sets it, `{ "advance_minutes": n }` moves it on; DELETE puts it back
 * to the machine's time. Tokens, payment pages and cover start all read it.
 */
import * as v from 'valibot';
import { validate } from '../server/errors';
import { HttpError, readJson, sendJson } from '../server/http';
import type { PageContext, PageRoute } from '../server/pages';

const MoveSchema = v.union([
  v.object({ now: v.pipe(v.string(), v.isoTimestamp()) }),
  // At most a year either way: enough for any test, and a typo cannot send the clock to year 9999.
  v.object({ advance_minutes: v.pipe(v.number(), v.integer(), v.minValue(-525_600), v.maxValue(525_600)) }),
]);

const answer = ({ res, services }: PageContext): void => sendJson(res, 200, { now: services.now(), today: services.today() });

async function move(ctx: PageContext): Promise<void> {
  try {
    const body = validate(MoveSchema, await readJson(ctx.req));
    if ('now' in body) ctx.services.testClock.set(body.now);
    else ctx.services.testClock.advance(body.advance_minutes * 60_000);
    answer(ctx);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    sendJson(ctx.res, error.status, error.body);
  }
}

export const clockControlPages: readonly PageRoute[] = [
  { method: 'GET', path: '/sandbox/clock', handle: async (ctx) => answer(ctx) },
  { method: 'POST', path: '/sandbox/clock', handle: move },
  {
    method: 'DELETE',
    path: '/sandbox/clock',
    handle: async (ctx) => {
      ctx.services.testClock.reset();
      answer(ctx);
    },
  },
];
