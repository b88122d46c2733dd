/**
 * GET /sandbox/outbox: every e-mail the sandbox has "sent", newest first. It lists every customer's
 * mail, so it is served only when the sandbox is started with `outbox: true` (the demo server, in
 * sandbox mode) and only to a client on the same machine; anyone else gets the same 404 as a page
 * that does not exist (docs/security.md).
 */
import type { IncomingMessage } from 'node:http';
import { sendPage } from '../pages/shell';
import { escapeHtml, sendText } from '../server/http';
import type { PageRoute } from '../server/pages';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6: a client on the machine the sandbox runs on. */
const isLoopback = (req: IncomingMessage): boolean => {
  const address = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
};

export const outboxPages: readonly PageRoute[] = [
  {
    method: 'GET',
    path: '/sandbox/outbox',
    handle: async ({ req, res, url, services, options }) => {
      if (!options.outbox || !isLoopback(req)) {
        sendText(res, 404, 'text/plain; charset=utf-8', `No sandbox page at ${url.pathname}`);
        return;
      }
      const mails = (await services.outbox.all()).reverse();
      const items = mails.map(
        (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="note">To ${escapeHtml(m.to)} at ${escapeHtml(m.at)}</p>
<pre>${escapeHtml(m.body)}</pre>
</article>`,
      );
      sendPage(
        res,
        200,
        'Sandbox outbox',
        `<h1>Sandbox outbox</h1>
<p class="note">E-mails the sandbox would have sent (${mails.length}).</p>
${items.join('\n') || '<p>No e-mails yet.</p>'}`,
      );
    },
  },
];
