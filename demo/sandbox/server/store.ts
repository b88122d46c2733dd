/**
 * Proposals on disk, one JSON file each under <dataDir>/proposals, so they survive a restart.
 * Writes go to a temp file that is then renamed over the old one: a failed request never leaves a
 * half-written proposal. Work on one proposal is serialised so that, for example, two accept
 * calls arriving together cannot both record a payment.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SavedProposal } from '../../../src/api/contract/proposal';
import type { SandboxState } from './records';

export interface StoredRecord {
  proposal: SavedProposal;
  sandbox: SandboxState;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

export class ProposalStore {
  private readonly dir: string;
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'proposals');
    mkdirSync(this.dir, { recursive: true });
  }

  async get(uuid: string): Promise<StoredRecord | null> {
    if (!isUuid(uuid)) return null;
    try {
      return JSON.parse(await readFile(this.file(uuid), 'utf8')) as StoredRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async put(record: StoredRecord): Promise<void> {
    const target = this.file(record.proposal.uuid);
    const temp = `${target}.${randomUUID()}.tmp`;
    await writeFile(temp, JSON.stringify(record, null, 2), 'utf8');
    await rename(temp, target);
  }

  async all(): Promise<StoredRecord[]> {
    const names = (await readdir(this.dir)).filter((name) => name.endsWith('.json'));
    const records = await Promise.all(names.map((name) => this.get(name.slice(0, -'.json'.length))));
    return records.filter((r): r is StoredRecord => r !== null);
  }

  /** Runs fn with no other locked work on the same uuid in flight. */
  async withLock<T>(uuid: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(uuid) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(fn);
    this.locks.set(uuid, run);
    try {
      return await run;
    } finally {
      if (this.locks.get(uuid) === run) this.locks.delete(uuid);
    }
  }

  private file(uuid: string): string {
    if (!isUuid(uuid)) throw new Error('not a uuid');
    return join(this.dir, `${uuid.toLowerCase()}.json`);
  }
}
