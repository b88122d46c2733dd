import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// .dependency-cruiser.cjs forbids importing the API client outside flows/, but a component can
// still reach it as useWidget().api without an import: this catches that, so the API is called
// from flows only (README.md#architecture).
const ROOT = path.resolve(import.meta.dirname, '../../../src');
const COMPONENT_LAYERS = ['screens', 'ui', 'hooks', 'app'];
const API_USE = [/\b(?:widget|api)\s*\.\s*api\b/, /\{[^}]*\bapi\b[^}]*\}\s*=\s*(?:useWidget\(\)|widget)/, /\bapi\s*\.\s*[a-zA-Z]+\s*\(/];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );

describe('the API is called from flows only', () => {
  it('no screen, primitive, hook or app file touches widget.api', () => {
    const offenders = COMPONENT_LAYERS.flatMap((layer) => sources(path.join(ROOT, layer)))
      .filter((file) => API_USE.some((pattern) => pattern.test(readFileSync(file, 'utf8'))))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });

  it('the check finds a direct call', () => {
    expect(API_USE.some((pattern) => pattern.test('const { api } = useWidget();'))).toBe(true);
    expect(API_USE.some((pattern) => pattern.test('widget.api.sendQuoteEmail(uuid)'))).toBe(true);
  });
});
