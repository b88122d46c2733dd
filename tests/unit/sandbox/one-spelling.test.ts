/**
 * One proposal, one lock, one spelling: a uuid in upper or mixed case is the same
 * proposal under the same lock, so racing payment, add-ons and card requests in several spellings
 * loses no card page and takes one payment.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { proposal } from '../../support/proposal';
import { payByCard, quoted } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox();

/** The uuid spelt as a caller might: as given, upper case, or alternating. */
const spellings = (uuid: string): string[] => [uuid, uuid.toUpperCase(), [...uuid].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('')];

describe('one spelling of a proposal', () => {
  it('hands out 12 card pages in mixed case that all open', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const spelt = spellings(uuid);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(app.base, 'POST', `/api/proposal/${spelt[i % spelt.length]}/quote/payment`, { return_url: 'https://brand.example/q' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const pages = await Promise.all(
      answers.map((a) => fetch((a.json.payment_url as string).replace(/^https?:\/\/[^/]+/, app.base)).then((r) => r.status)),
    );
    expect(pages).toEqual(Array(12).fill(200));
  });

  it('takes one payment when card pages and add-ons updates race in several spellings', async () => {
    // Five rounds: a lost update shows in one of them on a store whose lock follows the spelling.
    for (let round = 0; round < 5; round += 1) {
      const { uuid } = await quoted(app.base, proposal());
      const spelt = spellings(uuid);
      const first = await call(app.base, 'POST', `/api/proposal/${spelt[1]}/quote/payment`, { return_url: 'https://brand.example/q' });
      const second = await call(app.base, 'POST', `/api/proposal/${spelt[2]}/quote/payment`, { return_url: 'https://brand.example/q' });
      expect([first.status, second.status]).toEqual([200, 200]);
      const upperPage = (first.json.payment_url as string).replace(uuid, uuid.toUpperCase());
      const addons = (i: number) => call(app.base, 'POST', `/api/proposal/${spelt[i % 3]}/addons`, { addons: [] });
      const races = await Promise.all([
        addons(1),
        payByCard(app.base, upperPage, '4242424242424242'),
        addons(2),
        payByCard(app.base, second.json.payment_url, '4242424242424242'),
        addons(0),
        addons(1),
      ]);
      // Neither card page is ever "not found" for a valid session.
      expect([races[1].status, races[3].status]).toEqual([303, 303]);
      const saved = await call(app.base, 'GET', `/api/proposal/${uuid}`);
      expect(saved.json.data.proposal.is_purchased).toBe(true);
      const record = JSON.parse(readFileSync(join(app.dataDir, 'proposals', `${uuid}.json`), 'utf8'));
      expect(record.sandbox.payments.filter((p: { outcome: string }) => p.outcome === 'succeeded')).toHaveLength(1);
    }
  });

  it('answers a request in any spelling with the proposal in its one spelling', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const res = await call(app.base, 'GET', `/api/proposal/${uuid.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.json.data.proposal.uuid).toBe(uuid);
  });
});
