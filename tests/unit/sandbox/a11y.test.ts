// @vitest-environment jsdom
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { proposal } from '../../support/proposal';
import { quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox({ outbox: true });

/** Loads the page into this file's jsdom document and runs axe-core (colour contrast needs a real browser). */
async function violations(html: string): Promise<string[]> {
  document.open();
  document.write(html);
  document.close();
  const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('sandbox pages pass axe-core', () => {
  it('finds a problem when there is one', async () => {
    expect(
      await violations('<!doctype html><html lang="en"><head><title>x</title></head><body><main><input></main></body></html>'),
    ).not.toEqual([]);
  });

  it('the card page, empty and with errors', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const { json } = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: 'https://brand.example/' });
    expect(await violations(await (await fetch(json.payment_url)).text())).toEqual([]);
    const bad = await fetch(json.payment_url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'card_number=1',
    });
    expect(await violations(await bad.text())).toEqual([]);
  });

  it('the 3-D Secure challenge, asked and with its error', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const { json } = await call(app.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: 'https://brand.example/' });
    const post = (url: string, body: string) =>
      fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body }).then((r) => r.text());
    const asked = await post(json.payment_url, 'card_number=4000002760003184&expiry=12/39&cvc=123&name=J+Driver');
    expect(asked).toContain('Confirm your payment with your bank');
    expect(await violations(asked)).toEqual([]);
    expect(await violations(await post(`${json.payment_url}/challenge`, 'code=12'))).toEqual([]);
  });

  it('the index, outbox and document pages', async () => {
    for (const path of ['/sandbox', '/sandbox/outbox', '/sandbox/documents/ipid/motor', '/sandbox/documents/privacy-notice.html']) {
      expect(await violations(await (await fetch(`${app.base}${path}`)).text()), path).toEqual([]);
    }
  });
});
