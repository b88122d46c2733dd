import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptySandboxState } from '../../../demo/sandbox/server/records';
import { ProposalStore } from '../../../demo/sandbox/server/store';
import { emptyProposal } from '../../../src/contract/proposal';
import { proposal } from '../../support/proposal';
import { quoted } from './flow';
import { call, removeDir, startSandbox, tempDataDir } from './harness';

const dirs: string[] = [];
const dataDir = (): string => {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach(removeDir));

const UUID = '6f1c2a4e-0b7d-4c3a-9e2f-1a2b3c4d5e6f';

describe('the proposal store', () => {
  it('removes the temp files a crash left behind when it starts', () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'proposals'), { recursive: true });
    writeFileSync(join(dir, 'proposals', `${UUID}.json.0a1b.tmp`), '{"half": ');
    new ProposalStore(dir);
    expect(readdirSync(join(dir, 'proposals'))).toEqual([]);
  });

  it('leaves no temp file when a write fails', async () => {
    const dir = dataDir();
    const store = new ProposalStore(dir);
    // A folder where the file should be makes the rename fail after the temp file is written.
    mkdirSync(join(dir, 'proposals', `${UUID}.json`));
    const record = {
      proposal: { ...emptyProposal(), uuid: UUID, version: 1, credit_agreement: null, holder_consent: null },
      sandbox: emptySandboxState(),
    };
    await expect(store.put(record)).rejects.toThrow();
    expect(readdirSync(join(dir, 'proposals'))).toEqual([`${UUID}.json`]);
  });

  it('recalls by an index of references: other, unreadable files are never read', async () => {
    const dir = dataDir();
    const first = await startSandbox({ dataDir: dir });
    const fixture = proposal((p) => {
      p.risk.proposer.address.postcode = 'TA1 1AA';
    });
    const { res } = await quoted(first.base, fixture);
    await first.stop();
    // Another proposal's file is corrupt: a recall that read every file would fail on it.
    writeFileSync(join(dir, 'proposals', `${UUID}.json`), '{ not json');
    const second = await startSandbox({ dataDir: dir });
    const recall = await call(second.base, 'POST', '/api/proposal/recall', {
      reference: res.json.proposal.quote.reference,
      postcode: 'TA1 1AA',
      dob: fixture.risk.proposer.date_of_birth,
    });
    expect(recall.status).toBe(200);
    const miss = await call(second.base, 'POST', '/api/proposal/recall', {
      reference: 'MQ-2222-2222',
      postcode: 'TA1 1AA',
      dob: '1980-01-01',
    });
    expect(miss.status).toBe(404);
    await second.stop();
  });
});
