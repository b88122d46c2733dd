/**
 * The uuid in a page address is not a key: a link with it opens nothing without the proposal's access
 * token, and the widget that made the proposal keeps its token across a reload.
 */
import { describe, expect, it } from 'vitest';
import { origin, useBrowser } from './support/browser';
import { realisticProposal } from './support/quote';

const browser = useBrowser();

describe('a proposal behind its access token', () => {
  it('a shared link with the uuid alone shows no personal data, and the API refuses it', async () => {
    // Made straight through the API, its token kept here: the browser below has never seen it.
    const created = await (
      await fetch(`${origin()}/api/proposal`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(realisticProposal()),
      })
    ).json();
    const uuid: string = created.proposal.uuid;
    const quoted = await (
      await fetch(`${origin()}/api/proposal/${uuid}/quote`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${created.access_token}`,
          Accept: 'application/json',
          'If-Match': `"${created.proposal.version}"`,
        },
      })
    ).json();
    const { reference } = quoted.proposal.quote;
    const page = await browser.newPage();
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/api/proposal/${uuid}`)) answers.push(response.status());
    });
    await page.goto(`${origin()}/#/quote/payment-option?uuid=${uuid}`);
    // Not a technical issue: she is asked for the quote's details, which open it with a token of its own.
    await page.getByRole('heading', { level: 1, name: 'Retrieve a Quote' }).waitFor();
    await page.getByText('Confirm it’s your quote').waitFor();
    expect(new URL(page.url()).hash).toBe('#/quote/recall?reason=locked');
    expect(answers).toContain(401);
    expect(answers).not.toContain(200);
    const text = await page.locator('#motor-quote').evaluate((host) => host.shadowRoot?.textContent ?? '');
    expect(text).not.toContain('Amelia');
    expect(text).not.toContain('LS6 2AB');

    // Her own details open it, here, with a token of this browser's own.
    const { proposer } = created.proposal.risk;
    const [year, month, day] = proposer.date_of_birth.split('-');
    await page.getByLabel('Quote reference').fill(reference);
    await page.getByLabel('Postcode').fill(proposer.address.postcode);
    await page.getByLabel('Date of birth').pressSequentially(`${day}/${month}/${year}`);
    await page.getByRole('button', { name: 'Retrieve my quote' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your car insurance quote', exact: true }).waitFor();
    expect(answers.at(-1)).toBe(200);
  });
});
