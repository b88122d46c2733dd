import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { proposal } from '../../support/proposal';
import { expectRecallOpened, quoted } from './flow';
import { call, removeDir, startSandbox, tempDataDir } from './harness';

const dataDir = tempDataDir();
afterAll(() => removeDir(dataDir));

describe('proposals on disk', () => {
  it('survive a restart on the same data folder, and recall finds them', async () => {
    const fixture = proposal((p) => {
      p.risk.proposer.address.postcode = 'TA1 1AA';
    });
    const first = await startSandbox({ dataDir });
    const { uuid, res } = await quoted(first.base, fixture);
    const reference: string = res.json.proposal.quote.reference;
    expect(reference).toMatch(/^MQ-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    await first.stop();

    const second = await startSandbox({ dataDir });
    const again = await call(second.base, 'GET', `/api/proposal/${uuid}`);
    expect(again.status).toBe(200);
    expect(again.json.data.proposal.quote.reference).toBe(reference);

    const recall = await call(second.base, 'POST', '/api/proposal/recall', {
      reference: reference.toLowerCase(),
      postcode: 'ta1 1aa',
      dob: fixture.risk.proposer.date_of_birth,
    });
    expect(recall.status).toBe(200);
    expect(expectRecallOpened(recall.json).proposal.uuid).toBe(uuid);
    expect(recall.json.quote.addons.length).toBeGreaterThan(0);
    await second.stop();
  });

  it('answers recall not_found with 404 when any detail differs', async () => {
    const app = await startSandbox({ dataDir });
    const fixture = proposal((p) => {
      p.risk.proposer.address.postcode = 'TA1 1AA';
    });
    const { res } = await quoted(app.base, fixture);
    const reference = res.json.proposal.quote.reference;
    const wrongDob = await call(app.base, 'POST', '/api/proposal/recall', { reference, postcode: 'TA1 1AA', dob: '1950-01-01' });
    expect(wrongDob.status).toBe(404);
    expect(wrongDob.json.code).toBe('not_found');
    const wrongPostcode = await call(app.base, 'POST', '/api/proposal/recall', {
      reference,
      postcode: 'LS1 1BA',
      dob: fixture.risk.proposer.date_of_birth,
    });
    expect(wrongPostcode.status).toBe(404);
    await app.stop();
  });

  it('leaves no temporary files behind', () => {
    expect(readdirSync(join(dataDir, 'proposals')).filter((name) => !name.endsWith('.json'))).toEqual([]);
  });
});
