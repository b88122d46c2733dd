/**
 * `npx motor-quote-check-config brand.json` (docs/configuration.md#the-reviewers-checklist): a brand's
 * config with some overrides lists exactly the rest, each with the default the customer would read.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../scripts/check-config';
import { DEFAULT_LABELS } from '../../../src/config/labels';

const BRAND = {
  brand: { name: 'Northgate Motor', privacy: { retention: '6 years after your policy ends' }, ncdProofDays: 21 },
  labels: { 'form.takeCare': 'Please take care.', 'thankYou.ncd': 'Send us proof within {days} days.' },
};

describe('the config review list', { timeout: 60_000 }, () => {
  it('lists exactly the product facts and labels the brand did not override, with their defaults', () => {
    const { facts, labels, problems } = checkConfig(BRAND);
    expect(problems).toEqual([]);
    expect(facts).toEqual([
      ['brand.openingHours', '[{"days":"Mon-Fri","hours":"8am-6pm"},{"days":"Sat","hours":"9am-4pm"},{"days":"Sun","hours":"Closed"}]'],
      ['brand.renewal.noticeDays', '21'],
    ]);
    const rest = Object.entries(DEFAULT_LABELS).filter(([key]) => key !== 'form.takeCare' && key !== 'thankYou.ncd');
    expect(labels).toEqual(rest);
  });

  it('prints the list from the command, and exits 1 while live mode would still refuse the config', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mq-check-config-'));
    const file = path.join(dir, 'brand.json');
    writeFileSync(file, JSON.stringify(BRAND));
    const run = spawnSync('npx', ['tsx', 'scripts/check-config-cli.ts', file], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(
      `${file}: 2 product facts and ${Object.keys(DEFAULT_LABELS).length - 2} labels are the widget's defaults. Review each, then keep it knowingly or override it.`,
    );
    expect(lines).toContain('  brand.renewal.noticeDays = 21');
    expect(lines).toContain(`  q.totalMileageHint = ${JSON.stringify(DEFAULT_LABELS['q.totalMileageHint'])}`);
    expect(lines.some((line) => line.startsWith('  form.takeCare ='))).toBe(false);
    expect(run.stdout).toMatch(/^Live mode will not start without: apiBase, brand\.phone/m);
  });

  it('refuses a file that is not JSON, saying how to run it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mq-check-config-'));
    const file = path.join(dir, 'brand.json');
    writeFileSync(file, '{ brand: ');
    const run = spawnSync('npx', ['tsx', 'scripts/check-config-cli.ts', file], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('could not be read as JSON');
    expect(run.stderr).toContain('Usage: npx motor-quote-check-config brand.json');
  });
});
