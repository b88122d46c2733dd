/** The headers a security review expects, on the demo pages and on the sandbox's answers. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../../demo/server';
import { proposal } from '../../support/proposal';
import { createProposal } from '../sandbox/flow';
import { call, removeDir, tempDataDir } from '../sandbox/harness';

const dataDir = tempDataDir();
let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer({ dataDir });
});
afterAll(async () => {
  await demo.close();
  removeDir(dataDir);
});

const PAGES = readdirSync(join(import.meta.dirname, '../../../demo/pages')).filter((name) => name.endsWith('.html'));

describe('security headers', () => {
  it.each(PAGES)('serves %s with a CSP without unsafe-inline, nosniff and no referrer', async (name) => {
    const res = await fetch(`${demo.origin}/${name}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers personal data with no-store, nosniff and no referrer', async () => {
    const uuid = await createProposal(demo.origin, proposal());
    const res = await call(demo.origin, 'GET', `/api/proposal/${uuid}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const missing = await call(demo.origin, 'GET', '/api/nothing');
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends the same headers with the sandbox pages', async () => {
    const res = await fetch(`${demo.origin}/sandbox`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
