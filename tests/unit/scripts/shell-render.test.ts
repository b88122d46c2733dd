import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../../scripts/shell-render';

const cssHref = '/dist/motor-quote.0.1.0.css';
const texts = (html: string) => html.replace(/<[^>]+>/g, '\n');

describe('the first screen shell (renderShell)', () => {
  it('is a declarative shadow root styled by the stylesheet link alone, holding step 1 with its questions by label', () => {
    const { html, problems } = renderShell({}, { cssHref });
    expect(problems).toEqual([]);
    expect(html.startsWith(`<template shadowrootmode="open"><link rel="stylesheet" href="${cssHref}"><div class="mq-root">`)).toBe(true);
    // A strict style-src without 'unsafe-inline' refuses style attributes and <style>; the shell has neither, nor a script.
    expect(html).not.toMatch(/<style|\sstyle=|<script/i);
    expect(texts(html)).toContain('Get a car insurance quote');
    expect(texts(html)).toContain('Your Details');
    for (const label of ['Title', 'First name', 'Last name', 'Date of birth', 'Marital status', 'Email address', 'Mobile number'])
      expect(html).toMatch(new RegExp(`<label [^>]*for="mq-[^"]+">${label}</label>`));
    // The fields carry the ids the live form's fields have, which the script reads what was typed by.
    expect(html).toContain('id="mq-risk-proposer-name-forenames"');
  });

  it('draws an integrator’s brand and labels, with the theme in a stylesheet of its own', () => {
    const { html, theme, problems } = renderShell(
      {
        brand: { name: 'Northgate Motor', theme: { '--mq-color-primary': '#004b87' } },
        labels: { 'form.title': 'Your car insurance quote' },
        mode: 'sandbox',
      },
      { cssHref, themeHref: '/northgate-theme.css' },
    );
    expect(problems).toEqual([]);
    expect(texts(html)).toContain('Northgate Motor');
    expect(texts(html)).toContain('Your car insurance quote');
    expect(theme).toBe(':host{--mq-color-primary:#004b87;}');
    expect(html).toContain('<link rel="stylesheet" href="/northgate-theme.css">');
  });

  it('says what is wrong with a config rather than drawing a shell the script would not match', () => {
    const { problems } = renderShell({ brand: { name: 42, colour: 'red' } }, { cssHref });
    expect(problems.join('\n')).toMatch(/"brand.name" is not valid/);
    expect(problems.join('\n')).toMatch(/unknown field "brand.colour"/);
    expect(renderShell({ brand: { theme: { '--mq-color-primary': '#004b87' } } }, { cssHref }).problems).toEqual([
      'The brand has a theme: give the address its stylesheet is served at (--theme-css).',
    ]);
  });
});

describe('npx motor-quote-shell', () => {
  it('writes nothing for a config the script would refuse, and says what to fix', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mq-shell-cli-'));
    writeFileSync(path.join(dir, 'brand.json'), JSON.stringify({ brand: { name: 42 } }));
    const run = spawnSync('npx', ['tsx', 'scripts/shell-cli.ts', '--config', path.join(dir, 'brand.json'), '--base', '/motor-quote/'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /no shell was written\. Fix them and run again:\n {2}MotorQuote config: "brand\.name" is not valid: brand\.name must be text/,
    );
  });
});
