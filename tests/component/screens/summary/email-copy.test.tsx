/**
 * A copy before she pays (docs/product/regulation.md#a-copy-before-she-pays): on the summary she can
 * have the demands-and-needs statement and the documents linked to her e-mailed to her; what it came
 * to is announced where the button is, in the label set's words.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { SummaryScreen } from '../../../../src/screens/summary/summary-screen';
import { fakeFetch, reply } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';
import { quotedProposal, UUID } from '../../../support/addons-proposal';

const SEND = `POST /api/proposal/${UUID}/send-documents-email`;

function setup(send: () => unknown, labels: Record<string, string> = {}) {
  const proposal = quotedProposal();
  const api = fakeFetch({
    [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal } }),
    'GET /api/list/insurer.pc_class_of_use': () => ({ list: { name: 'insurer.pc_class_of_use', options: [] } }),
    [SEND]: send,
  });
  const view = renderWidget(<SummaryScreen />, { path: `/quote/summary?uuid=${UUID}`, fetch: api.fetch, config: { labels } });
  return { ...view, calls: api.calls };
}

const button = () => screen.findByRole('button', { name: 'Email me these documents before I pay' });

describe('The copy before she pays', () => {
  it('sends the addresses of the car’s and each extra’s documents, and says where they went', async () => {
    const { container, calls } = setup(() => ({ success: true }));
    await userEvent.click(await button());
    const status = await screen.findByRole('status');
    await within(status).findByText(
      'We’ve emailed your demands and needs statement and your policy documents to amelia.hart@example.com. You have not bought the policy yet.',
    );
    const sent = calls.filter((call) => call.path.endsWith('/send-documents-email'));
    expect(sent).toHaveLength(1);
    const body = sent[0].body as { uuid: string; documents: string[] };
    expect(body.uuid).toBe(UUID);
    // The car's IPID and wording, and each offered extra's own, never the car's in its place.
    for (const path of [
      '/sandbox/documents/ipid.html',
      '/sandbox/documents/policy-wording.html',
      '/sandbox/documents/ipid/LE',
      '/sandbox/documents/wording/LE',
    ])
      expect(
        body.documents.some((url) => url.endsWith(path)),
        path,
      ).toBe(true);
    // The button keeps her focus: the status is announced, nothing moves.
    expect(document.activeElement).toBe(await button());
    expect((await axe.run(container)).violations).toEqual([]);
  }, 15_000);

  it('says when to try again when the insurer limits the e-mail, and claims nothing', async () => {
    setup(() => reply(429, { code: 'rate_limited', message: 'Too many attempts', retry_after: 1740 }));
    await userEvent.click(await button());
    await screen.findByText('We’ve already emailed these documents a few times. Please try again in 29 minutes.');
    expect(screen.queryByText(/We’ve emailed your demands and needs statement/)).toBeNull();
  }, 15_000);

  it('says the e-mail failed in the brand’s words, and sends on a second press', async () => {
    let answer: () => unknown = () => reply(503, { code: 'unavailable', message: 'Down' });
    setup(() => answer(), { 'ways.failed': 'The e-mail did not go. Try again.', 'ways.copy': 'Send me a copy' });
    const copy = await screen.findByRole('button', { name: 'Send me a copy' });
    await userEvent.click(copy);
    await screen.findByText('The e-mail did not go. Try again.');
    answer = () => ({ success: true });
    await userEvent.click(copy);
    await screen.findByText(/^We’ve emailed your demands and needs statement/);
    expect(screen.queryByText('The e-mail did not go. Try again.')).toBeNull();
  }, 15_000);
});
