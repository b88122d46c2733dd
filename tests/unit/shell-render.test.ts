import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../src/shell-render';

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

describe('the shell for any origin and any config', () => {
  const addresses = (html: string) => [...html.matchAll(/\s(?:href|src|action)="([^"]*)"/g)].map((match) => match[1]);

  it('takes memory routing, a second widget’s, and draws the same first screen as hash routing', () => {
    const memory = renderShell({ routing: 'memory' }, { cssHref });
    expect(memory.problems).toEqual([]);
    expect(memory.html).toBe(renderShell({}, { cssHref }).html);
  });

  it('links every address absolutely on another origin: the sandbox’s documents from apiBase, the stylesheet from the assets folder', () => {
    const { html, problems } = renderShell(
      { apiBase: 'https://api.insurer.example/' },
      { cssHref: 'https://cdn.example.co.uk/motor-quote/motor-quote.0.1.0.css' },
    );
    expect(problems).toEqual([]);
    expect(addresses(html)).toContain('https://api.insurer.example/sandbox/documents/privacy-notice.html');
    expect(addresses(html).filter((address) => !/^(https:\/\/|mailto:|tel:)/.test(address))).toEqual([]);
  });

  it('keeps an address the integrator wrote as written, for her page to resolve as the script does', () => {
    const { html } = renderShell(
      {
        apiBase: 'https://api.insurer.example',
        brand: { documents: { privacyNotice: '/legal/privacy.html' } },
      },
      { cssHref },
    );
    expect(addresses(html)).toContain('/legal/privacy.html');
    expect(addresses(html)).toContain('https://api.insurer.example/sandbox/documents/accessibility.html');
  });

  it('sizes every icon and the wordmark by attributes, so nothing fills the screen before the stylesheet applies', () => {
    const svgs = renderShell({}, { cssHref }).html.match(/<svg[^>]*>/g) ?? [];
    expect(svgs.length).toBeGreaterThan(0);
    expect(svgs.filter((svg) => !/\swidth="\d+"/.test(svg) || !/\sheight="\d+"/.test(svg))).toEqual([]);
    expect(svgs.find((svg) => svg.includes('mq-wordmark__mark'))).toContain('width="32" height="32"');
  });
});

describe('npx motor-quote-shell', () => {
  it('links the stylesheet and the theme in the assets folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mq-shell-cli-'));
    writeFileSync(
      path.join(dir, 'brand.json'),
      JSON.stringify({ routing: 'memory', brand: { theme: { '--mq-color-primary': '#004b87' } } }),
    );
    const run = spawnSync(
      'npx',
      [
        'tsx',
        'scripts/shell-cli.ts',
        '--config',
        path.join(dir, 'brand.json'),
        '--assets-base',
        'https://cdn.example.co.uk/mq',
        '--theme-css',
        path.join(dir, 'theme.css'),
      ],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(
      /^<template shadowrootmode="open"><link rel="stylesheet" href="https:\/\/cdn\.example\.co\.uk\/mq\/motor-quote\.\d+\.\d+\.\d+\.css">/,
    );
    expect(run.stdout).toContain('<link rel="stylesheet" href="https://cdn.example.co.uk/mq/theme.css">');
  }, 60_000);

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
  }, 60_000); // npx tsx compiles the command first: seconds on a busy machine
});
