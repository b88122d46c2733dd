/** The frame of every sandbox HTML page: a strict CSP whose only style is the nonce'd one below. */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { escapeHtml, SECURITY_HEADERS } from '../server/http';

const CSS = `
:root { color-scheme: light; --ink: #1d1b2f; --muted: #55526b; --brand: #5b2a86; --error: #b3261e; --line: #c9c5d6; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
main { max-width: 34rem; margin: 0 auto; padding: 24px 16px; }
h1 { font-size: 1.5rem; margin: 0 0 8px; }
h2 { font-size: 1.125rem; margin: 24px 0 8px; }
.note { color: var(--muted); font-size: 0.875rem; }
.field { margin: 16px 0; }
.row { display: flex; gap: 16px; } .row .field { flex: 1; }
label { display: block; font-weight: 600; margin-bottom: 4px; }
input { width: 100%; min-height: 44px; padding: 8px 12px; font: inherit; border: 1px solid var(--line); border-radius: 6px; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
input[aria-invalid="true"] { border: 2px solid var(--error); }
.error { color: var(--error); font-size: 0.875rem; margin: 4px 0 0; }
.alert { border: 2px solid var(--error); border-radius: 6px; padding: 12px; color: var(--error); }
button, .button { display: inline-block; min-height: 48px; padding: 12px 24px; font: inherit; font-weight: 700; color: #fff; background: var(--brand); border: 0; border-radius: 6px; cursor: pointer; text-decoration: none; }
.secondary { color: var(--brand); background: #fff; border: 2px solid var(--brand); }
.actions { display: flex; flex-wrap: wrap; gap: 16px; }
table { width: 100%; border-collapse: collapse; } th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
pre { white-space: pre-wrap; font: inherit; margin: 0; }
`;

/** `script`, when given, runs under the page's nonce: the only script the CSP allows. */
export function sendPage(res: ServerResponse, status: number, title: string, body: string, extraCsp = '', script = ''): void {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${CSS}</style>
</head>
<body>
<main>
${body}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    ...SECURITY_HEADERS,
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}';${script ? ` script-src 'nonce-${nonce}';` : ''} img-src 'self'; base-uri 'none'${extraCsp}`,
    'Content-Length': Buffer.byteLength(html),
  });
  res.end(html);
}

export const pounds = (amount: number): string => `£${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
