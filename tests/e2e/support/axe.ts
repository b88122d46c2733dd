import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe-core on the whole page, open shadow roots included, and fails on any violation. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  // Colours are measured once the page has settled: a button's colour transition caught half way
  // (just pressed, then axe at once) reads as poor contrast that nobody sees. Every running
  // animation and transition of the page and of its open shadow roots is let finish first.
  await page.evaluate(async () => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    // A spinner that turns for ever is not waited for.
    const running = roots
      .flatMap((root) => root.getAnimations())
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  });
  // evaluate() runs through the DevTools protocol, so a strict CSP page still gets axe.
  await page.evaluate(`${axeSource}\n;void 0`);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // Only the media axe's rules read: its CSSOM asset reads a shadow root's <link rel="stylesheet">
    // by writing <style>@import "its href"</style> into a document of its own, which shares the
    // page's policy, so a strict style-src refuses it and the console reports an inline style
    // refused that is axe's, not the page's. No rule axe runs reads the CSSOM (css-orientation-lock
    // is experimental, off unless asked for).
    const result = await axe.run(document, { resultTypes: ['violations'], preload: { assets: ['media'] } });
    return result.violations;
  })) as AxeViolation[];
  await expectNoRawMessages(page, label);
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => JSON.stringify(n.target)).join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * No schema or library message ever reaches a customer. Checked with axe on every screen
 * visited: no text of the page or of the widget's open shadow roots reads like valibot's or a stray value.
 */
async function expectNoRawMessages(page: Page, label = page.url()) {
  const found = await page.evaluate(() => {
    const RAW = /Invalid (key|type|length|value|format)|Expected .{1,80} but received|received undefined|\[object Object\]/;
    const texts: string[] = [document.body?.innerText ?? ''];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) {
          texts.push(element.shadowRoot.textContent ?? '');
          visit(element.shadowRoot);
        }
      }
    };
    visit(document);
    return texts.map((text) => text.match(RAW)?.[0]).find(Boolean) ?? null;
  });
  expect(found, `raw schema wording on ${label}`).toBeNull();
}
