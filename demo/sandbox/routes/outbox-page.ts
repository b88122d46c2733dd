/** GET /sandbox/outbox: every e-mail the sandbox has "sent", newest first. */
import { sendPage } from '../pages/shell';
import { escapeHtml } from '../server/http';
import type { PageRoute } from '../server/pages';

export const outboxPages: readonly PageRoute[] = [
  {
    method: 'GET',
    path: '/sandbox/outbox',
    handle: async ({ res, services }) => {
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
