/** apiBase: '//host' is another host, not a path; live mode calls its API over https only. */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config/parse-config';

const read = (input: Record<string, unknown>) => {
  const logged: string[] = [];
  const result = readConfig(input, (line) => logged.push(line));
  return { ...result, logged };
};

describe('apiBase', () => {
  it.each(['//other.host/x', '/\\other.host/x', '//other.host'])(
    'refuses %s with a message saying why, and keeps the default',
    (apiBase) => {
      const { config, logged } = read({ apiBase });
      expect(config.apiBase).toBeUndefined();
      expect(logged.join('\n')).toContain('apiBase must not start with "//"');
    },
  );

  it.each(['/insurer', 'https://api.brand.example', 'https://api.brand.example/v1', 'http://localhost:8080'])('takes %s', (apiBase) => {
    const { config, logged } = read({ apiBase });
    expect(config.apiBase).toBe(apiBase);
    expect(logged).toEqual([]);
  });
});

describe('live mode', () => {
  it('refuses an http API on another host, saying it needs https', () => {
    const { missingForLive } = read({ mode: 'live', apiBase: 'http://api.brand.example' });
    expect(missingForLive[0]).toMatch(/^apiBase \(live mode needs https/);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:5173', 'https://api.brand.example', '/insurer'])('takes %s as the API', (apiBase) => {
    const { missingForLive } = read({ mode: 'live', apiBase });
    expect(missingForLive.filter((item) => item.startsWith('apiBase'))).toEqual([]);
  });
});
