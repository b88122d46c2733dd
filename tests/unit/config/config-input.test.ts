// The public config type (src/config/config-input.ts) is printed from the valibot schema's input type
// by scripts/config-types.ts; these keep the two the same, so the package's .d.ts can name no valibot type.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ConfigInput } from '../../../src/config/config-input';
import type { ConfigSchemaInput } from '../../../src/config/config-schema';
import { configTypes, OUTPUT } from '../../../scripts/config-types';

// Checked by tsc (npm test's typecheck): each type is assignable to the other.
export const fromSchema = (input: ConfigSchemaInput): ConfigInput => input;
export const toSchema = (input: ConfigInput): ConfigSchemaInput => input;

describe('the public config type', () => {
  it('is what scripts/config-types.ts prints from the schema today (run it after changing the schema)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(configTypes());
  }, 30_000);
});
