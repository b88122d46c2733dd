import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { proposal } from '../../support/proposal';
import { createProposal, quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox();

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('bad requests', () => {
  it('answers 400 invalid_request naming each bad field', async () => {
    const res = await call(app.base, 'POST', '/api/proposal', { risk: { start_date: '2024-02-30', vehicle: { cover_type: 'XX' } } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('invalid_request');
    const paths = res.json.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['risk.start_date', 'risk.vehicle.cover_type']));
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call(app.base, 'POST', '/api/recaptcha', '{not json');
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('invalid_request');
  });

  it('answers 404 for an unknown or malformed uuid (with a token; 401 without)', async () => {
    const token = 'some-access-token-0123456789abcdefghij';
    expect((await call(app.base, 'GET', `/api/proposal/${UNKNOWN}`, undefined, { token })).status).toBe(404);
    expect((await call(app.base, 'POST', `/api/proposal/${UNKNOWN}/quote`, undefined, { token })).status).toBe(404);
    expect((await call(app.base, 'GET', '/api/proposal/..%2F..%2Fetc', undefined, { token })).status).toBe(404);
    expect((await call(app.base, 'GET', `/api/proposal/${UNKNOWN}`)).status).toBe(401);
  });

  it('refuses an add-on that is not offered, or two breakdown tiers', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const unknown = await call(app.base, 'POST', `/api/proposal/${uuid}/addons`, { addons: [{ code: 'LE' }, { code: 'NOPE' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual([{ path: 'addons.1.code', message: expect.any(String) }]);
    const two = await call(app.base, 'POST', `/api/proposal/${uuid}/addons`, { addons: [{ code: 'SAB1' }, { code: 'SAB3' }] });
    expect(two.status).toBe(400);
  });

  it('refuses a start date outside today to 30 days ahead', async () => {
    const uuid = await createProposal(app.base, proposal());
    const res = await call(app.base, 'POST', '/json/proposal/update', { uuid, start_date: '2001-01-01' });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].path).toBe('start_date');
  });

  it('accepts only the sandbox captcha token', async () => {
    expect((await call(app.base, 'POST', '/api/recaptcha', { response: 'sandbox-captcha.submit.0123456789abcdef' })).json.success).toBe(
      true,
    );
    expect((await call(app.base, 'POST', '/api/recaptcha', { response: 'forged' })).json.success).toBe(false);
  });

  it('serves a captcha stand-in whose tokens pass the recaptcha call', async () => {
    const res = await fetch(`${app.base}/sandbox/captcha.js`);
    expect(res.headers.get('content-type')).toContain('application/javascript');
    const window: { grecaptcha?: { ready(cb: () => void): void; execute(key: string, o: { action: string }): Promise<string> } } = {};
    runInNewContext(await res.text(), { window, setTimeout, Promise, Math });
    await new Promise<void>((resolve) => window.grecaptcha!.ready(resolve));
    const token = await window.grecaptcha!.execute('sandbox-site-key', { action: 'quote_step_1' });
    expect((await call(app.base, 'POST', '/api/recaptcha', { response: token })).json.success).toBe(true);
  });

  it('serves a device-risk stand-in that defines IGLOO after a short delay', async () => {
    const res = await fetch(`${app.base}/sandbox/device-risk.js`);
    expect(res.headers.get('content-type')).toContain('application/javascript');
    const window: { IGLOO?: { getBlackbox(): { blackbox: string; finished: boolean } } } = {};
    // The script's own timer and clock, run by hand: no waiting on the real clock.
    const timers: { run: () => void; ms: number }[] = [];
    const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
    const clock = { now: 1_000_000 };
    const FakeDate = class extends Date {
      static override now() {
        return clock.now;
      }
    };
    const context = {
      window,
      setTimeout,
      Date: FakeDate,
      btoa,
      unescape,
      encodeURIComponent,
      navigator: { userAgent: 'test', language: 'en-GB' },
      screen: { width: 800, height: 600 },
    };
    runInNewContext(await res.text(), context);
    expect(window.IGLOO).toBeUndefined();
    expect(timers.map((timer) => timer.ms)).toEqual([expect.any(Number)]);
    expect(timers[0].ms).toBeGreaterThan(0);
    clock.now += timers[0].ms;
    timers[0].run();
    // Defined, but the fingerprint is not ready at once: the widget polls until it is.
    expect(window.IGLOO!.getBlackbox()).toEqual({ blackbox: '', finished: false });
    clock.now += 600;
    const box = window.IGLOO!.getBlackbox();
    expect(box.finished).toBe(true);
    expect(box.blackbox).toMatch(/^sandbox-bb\./);
  });
});

describe('quoting an incomplete proposal', () => {
  it('answers 400 naming the answers a quote needs', async () => {
    const uuid = await createProposal(
      app.base,
      proposal((p) => {
        p.risk.proposer.date_of_birth = null;
        p.risk.vehicle.cover_type = null;
      }),
    );
    const res = await call(app.base, 'POST', `/api/proposal/${uuid}/quote`);
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { path: string }) => e.path)).toEqual(['risk.proposer.date_of_birth', 'risk.vehicle.cover_type']);
  });
});
