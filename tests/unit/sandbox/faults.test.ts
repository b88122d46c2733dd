import { describe, expect, it } from 'vitest';
import { call, removeDir, startSandbox, useSandbox } from './harness';

const app = useSandbox();

const status = () => call(app.base, 'GET', '/json/status');

describe('fault injection', () => {
  it('answers the chosen status for the given number of calls', async () => {
    expect((await call(app.base, 'POST', '/sandbox/faults', { endpoint: 'status', status: 503, times: 2 })).status).toBe(200);
    expect((await status()).status).toBe(503);
    const second = await status();
    expect(second.status).toBe(503);
    expect(second.json.code).toBe('sandbox_fault');
    expect((await status()).status).toBe(200);
  });

  it('answers a malformed body until cleared', async () => {
    await call(app.base, 'POST', '/sandbox/faults', { endpoint: 'vehicleSearch', malformed: true });
    for (let i = 0; i < 2; i += 1) {
      const res = await call(app.base, 'GET', '/api/vehicle/search?registration=AB12CDE');
      expect(res.status).toBe(200);
      expect(res.json.vehicles).toBe('abc');
      expect(res.json.premium).toBe('abc');
    }
    await call(app.base, 'DELETE', '/sandbox/faults');
    expect(Array.isArray((await call(app.base, 'GET', '/api/vehicle/search?registration=AB12CDE')).json.vehicles)).toBe(true);
  });

  it('delays an answer', async () => {
    await call(app.base, 'POST', '/sandbox/faults', { endpoint: 'status', delayMs: 150, times: 1 });
    const started = Date.now();
    expect((await status()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('refuses an unknown endpoint key, and reset clears faults', async () => {
    expect((await call(app.base, 'POST', '/sandbox/faults', { endpoint: 'nope', status: 500 })).status).toBe(400);
    await call(app.base, 'POST', '/sandbox/faults', { endpoint: 'status', status: 500 });
    await call(app.base, 'POST', '/sandbox/reset');
    expect((await status()).status).toBe(200);
  });

  it('applies the global latency option', async () => {
    const slow = await startSandbox({ latencyMs: 120 });
    const started = Date.now();
    await call(slow.base, 'GET', '/json/status');
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    await slow.stop();
    removeDir(slow.dataDir);
  });
});
