// @vitest-environment node
// Next.js renders a server component's tree on the server, client components included: there the
// component must be its box, holding the first screen when the page gives it one, and touch no
// browser global (docs/recipes.md, "Next.js").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MotorQuote } from '../../../src/react';
import { renderShell } from '../../../src/react-server';

// A second widget's config on another origin: memory routing, the sandbox's documents from apiBase.
const CONFIG = {
  apiBase: 'https://api.insurer.example',
  routing: 'memory' as const,
  brand: { name: 'Northgate Motor' },
  labels: { 'form.title': 'Your Northgate car insurance quote' },
  paymentReturnUrl: '/motor-quote-return.html',
};
const ASSETS = 'https://cdn.example.co.uk/motor-quote/';

describe('<MotorQuote> on the server', () => {
  it('renders its box and nothing else, with no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <MotorQuote
        id="motor-quote"
        className="quote"
        config={{ paymentReturnUrl: '/motor-quote-return.html', apiBase: 'https://api.insurer.example' }}
      />,
    );
    expect(html).toBe('<div id="motor-quote" class="quote"></div>');
  });

  it('renders the box holding the first screen exactly as `npx motor-quote-shell` writes it for the same config', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mq-server-shell-'));
    writeFileSync(path.join(dir, 'brand.json'), JSON.stringify(CONFIG));
    const command = spawnSync('npx', ['tsx', 'scripts/shell-cli.ts', '--config', path.join(dir, 'brand.json'), '--assets-base', ASSETS], {
      encoding: 'utf8',
    });
    expect(command.stderr).toBe('');
    const html = renderToString(<MotorQuote id="motor-quote" config={CONFIG} shell={renderShell(CONFIG, { assetsBase: ASSETS })} />);
    expect(html).toBe(`<div id="motor-quote">${command.stdout.trimEnd()}</div>`);
    expect(html).toContain('Your Northgate car insurance quote');
  }, 60_000); // npx tsx compiles the command first: seconds on a busy machine

  it('refuses a config the script would refuse, saying what to fix, as the command does', () => {
    expect(() => renderShell({ ...CONFIG, brand: { name: 42 as unknown as string } }, { assetsBase: ASSETS })).toThrow(
      /"brand\.name" is not valid: brand\.name must be text/,
    );
  });
});
