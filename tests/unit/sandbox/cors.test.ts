import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness';

const PARTNER = 'https://www.compare-cars.example';
const OTHER = 'https://evil.example';

const preflight = (base: string, path: string, origin: string, method = 'POST', headers = 'content-type') =>
  fetch(`${base}${path}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
  });

describe('CORS with an allow-list', () => {
  const app = useSandbox({ allowedOrigins: [PARTNER] });

  it('answers a listed origin’s preflight 204 with the methods and headers the widget sends', async () => {
    const res = await preflight(app.base, '/api/proposal', PARTNER, 'POST', 'content-type,authorization');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(res.headers.get('access-control-allow-methods')?.split(/,\s*/).sort()).toEqual(['GET', 'POST']);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/).sort()).toEqual([
      'accept',
      'authorization',
      'content-type',
      'if-match',
    ]);
    expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThanOrEqual(600);
    expect(res.headers.get('vary')).toContain('Origin');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await res.text()).toBe('');
  });

  it('answers preflights on every API path, /json/ included, with a path parameter', async () => {
    for (const path of ['/api/proposal/5a1c9a7e-0000-4000-8000-000000000000/quote', '/json/proposal/update', '/api/list/insurer.title']) {
      const res = await preflight(app.base, path, PARTNER);
      expect([path, res.status, res.headers.get('access-control-allow-origin')]).toEqual([path, 204, PARTNER]);
    }
  });

  it('refuses an unlisted origin’s preflight, with no Access-Control header at all', async () => {
    const res = await preflight(app.base, '/api/proposal', OTHER);
    expect(res.status).toBe(403);
    expect([...res.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('puts the listed origin on a real answer, success or error, and nothing for an unlisted one', async () => {
    const ok = await fetch(`${app.base}/json/status`, { headers: { Origin: PARTNER } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(ok.headers.get('vary')).toContain('Origin');
    const failed = await fetch(`${app.base}/api/nothing-here`, { headers: { Origin: PARTNER } });
    expect(failed.status).toBe(404);
    expect(failed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const unlisted = await fetch(`${app.base}/json/status`, { headers: { Origin: OTHER } });
    expect(unlisted.headers.get('access-control-allow-origin')).toBeNull();
    // An origin that only starts like a listed one is another origin.
    const lookalike = await fetch(`${app.base}/json/status`, { headers: { Origin: `${PARTNER}.evil.example` } });
    expect(lookalike.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends CORS headers on the API only, not on the sandbox’s own pages', async () => {
    const page = await fetch(`${app.base}/sandbox/captcha.js`, { headers: { Origin: PARTNER } });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an OPTIONS that is not a preflight still gets the API’s 405', async () => {
    const res = await fetch(`${app.base}/api/proposal`, { method: 'OPTIONS', headers: { Origin: PARTNER } });
    expect(res.status).toBe(405);
  });
});

describe('CORS by default', () => {
  const app = useSandbox();

  it('allows any origin with *, never with credentials', async () => {
    const res = await preflight(app.base, '/api/proposal', OTHER);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const answer = await fetch(`${app.base}/json/status`, { headers: { Origin: OTHER } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});
