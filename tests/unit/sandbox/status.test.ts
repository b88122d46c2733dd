import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StatusResponseSchema } from '../../../src/contract/responses';
import { call, useSandbox } from './harness';

const app = useSandbox();

describe('sandbox routing', () => {
  it('answers GET /json/status with no-store', async () => {
    const res = await call(app.base, 'GET', '/json/status');
    expect(res.status).toBe(200);
    expect(v.is(StatusResponseSchema, res.json)).toBe(true);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves paths it does not own to the static server', async () => {
    const res = await call(app.base, 'GET', '/index.html');
    expect(res.status).toBe(418);
  });

  it('answers 404 JSON for an unknown API path and 405 for a wrong method', async () => {
    const unknown = await call(app.base, 'GET', '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('not_found');
    const wrongMethod = await call(app.base, 'DELETE', '/json/status');
    expect(wrongMethod.status).toBe(405);
  });
});

describe('sandbox index page', () => {
  it('documents the test data', async () => {
    const res = await fetch(`${app.base}/sandbox`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const trigger of [
      'AB12CDE',
      'ZZ1 1ZZ',
      'Surname Decline',
      'Surname Refer',
      'Surname Error',
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
    ]) {
      expect(html).toContain(trigger);
    }
  });
});
