import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_KEYS } from '../../../src/config/theme-keys';

describe('the theme keys', () => {
  it('are exactly the custom properties styles/tokens.css declares on :host', () => {
    const declared = [...readFileSync('styles/tokens.css', 'utf8').matchAll(/^\s*(--mq-[a-z0-9-]+):/gm)].map((m) => m[1]);
    expect([...THEME_KEYS].sort()).toEqual([...new Set(declared)].sort());
  });
});

describe('a theme key the widget does not have', () => {
  it('is reported by name and left out, and the brand’s other keys still apply', async () => {
    const { parseConfig } = await import('../../../src/config/parse-config');
    const log: string[] = [];
    const config = parseConfig({ brand: { theme: { '--mq-colour-accent': 'red', '--mq-color-primary': '#004b87' } } }, (message) =>
      log.push(message),
    );
    expect(config.brand.theme).toEqual({ '--mq-color-primary': '#004b87' });
    expect(log).toEqual([
      expect.stringContaining('"brand.theme.--mq-colour-accent" is not valid: brand.theme keys must be the theme’s custom properties'),
    ]);
  });
});
