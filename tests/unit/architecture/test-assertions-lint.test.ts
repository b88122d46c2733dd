import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint (eslint.config.mjs) refuses the two assertions that check less than they say: toBeTruthy()
// on a Testing Library query, and Playwright's isVisible() expected true at an instant. This lints
// sample lines with the repository's own config, as `npm run lint` does, so the rules are proved to
// fire where they are meant to and to let the honest forms through.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function refused(code: string, file: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const lines = result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.line);
  return [...new Set(lines)];
}

const HEADER = "import { expect } from 'vitest';\nimport { screen, within } from '@testing-library/react';\n";

// The first lint loads the config and its parsers: seconds on a busy machine.
describe('the lint on what a test asserts', { timeout: 60_000 }, () => {
  it('refuses toBeTruthy() on a get, find or query, on screen, within() or a render', async () => {
    const code = [
      "expect(screen.getByText('Your price')).toBeTruthy();",
      "expect(await screen.findByRole('heading', { name: 'Your price' })).toBeTruthy();",
      "expect(within(document.body).queryByLabelText('First name')).toBeTruthy();",
      "expect(screen.getAllByRole('checkbox')).toBeTruthy();",
    ].join('\n');
    await expect(refused(HEADER + code, 'tests/component/sample.test.tsx')).resolves.toEqual([3, 4, 5, 6]);
  });

  it('lets jest-dom matchers, and toBeTruthy() on what is not a query, through', async () => {
    const code = [
      "expect(screen.getByText('Your price')).toBeVisible();",
      "expect(screen.getByRole('dialog')).toHaveAccessibleName('Your price');",
      'expect(document.title).toBeTruthy();',
    ].join('\n');
    await expect(refused(HEADER + code, 'tests/component/sample.test.tsx')).resolves.toEqual([]);
  });

  it('refuses an e2e isVisible() expected true at an instant, awaited either way', async () => {
    const code = [
      "declare const page: import('playwright-core').Page;",
      "await expect(page.getByText('Your price').isVisible()).resolves.toBe(true);",
      "expect(await page.getByText('Your price').isVisible()).toBe(true);",
      "await expect(page.getByText('Your price').isVisible()).resolves.toBeTruthy();",
    ].join('\n');
    await expect(refused(HEADER + code, 'tests/e2e/sample.test.ts')).resolves.toEqual([4, 5, 6]);
  });

  it('lets a wait for what must appear, and an instant check of what must be absent, through', async () => {
    const code = [
      "declare const page: import('playwright-core').Page;",
      "await page.getByText('Your price').waitFor();",
      "await expect.poll(() => page.getByText('Your price').isVisible()).toBe(true);",
      "await expect(page.getByText('Please wait').isVisible()).resolves.toBe(false);",
    ].join('\n');
    await expect(refused(HEADER + code, 'tests/e2e/sample.test.ts')).resolves.toEqual([]);
  });
});
