/**
 * Proposals on disk, one JSON file each under <dataDir>/proposals, so they survive a restart.
 * Writes go to a temp file that is then renamed over the old one: a failed request never leaves a
 * half-written proposal. Work on one proposal is serialised so that, for example, two accept
 * calls arriving together cannot both record a payment. Quote references are indexed in memory
 * (read once at start), so recall and the portal look one file up instead of reading them all.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SavedProposal } from '../../../src/contract/proposal';
import { normaliseReference } from '../rating/reference';
import type { SandboxState } from './records';

export interface StoredRecord {
  proposal: SavedProposal;
  sandbox: SandboxState;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const isUuid = (value: string): boolean => UUID.test(value);

/**
 * The one spelling of a proposal's uuid (lower case, RFC 9562's canonical form): every lock, file
 * and index key uses it, so 'ABC…' and 'abc…' can never be two proposals or take two locks.
 */
export const canonicalUuid = (value: string): string => value.toLowerCase();

export class ProposalStore {
  private readonly dir: string;
  private readonly locks = new Map<string, Promise<unknown>>();
  /** Normalised quote reference -> uuid, and back, so a requote's new reference replaces the old. */
  private readonly byReference = new Map<string, string>();
  private readonly referenceOf = new Map<string, string>();

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'proposals');
    mkdirSync(this.dir, { recursive: true });
    for (const name of readdirSync(this.dir)) {
      // A crash between writing a temp file and renaming it leaves the temp file: it was never the record.
      if (name.endsWith('.tmp')) {
        rmSync(join(this.dir, name), { force: true });
        continue;
      }
      if (!name.endsWith('.json') || !isUuid(name.slice(0, -'.json'.length))) continue;
      try {
        this.index(JSON.parse(readFileSync(join(this.dir, name), 'utf8')) as StoredRecord);
      } catch {
        console.error(`sandbox: skipped unreadable proposal file ${name}`);
      }
    }
  }

  async get(uuid: string): Promise<StoredRecord | null> {
    if (!isUuid(uuid)) return null;
    uuid = canonicalUuid(uuid);
    try {
      return JSON.parse(await readFile(this.file(uuid), 'utf8')) as StoredRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The proposal whose current quote has this reference (any case, stray spaces), or null. */
  async byQuoteReference(reference: string): Promise<StoredRecord | null> {
    const uuid = this.byReference.get(normaliseReference(reference));
    return uuid ? this.get(uuid) : null;
  }

  async put(record: StoredRecord): Promise<void> {
    const target = this.file(record.proposal.uuid);
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, JSON.stringify(record, null, 2), 'utf8');
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    this.index(record);
  }

  private index({ proposal }: StoredRecord): void {
    const uuid = canonicalUuid(proposal.uuid);
    const previous = this.referenceOf.get(uuid);
    if (previous !== undefined && this.byReference.get(previous) === uuid) this.byReference.delete(previous);
    if (!proposal.quote) {
      this.referenceOf.delete(uuid);
      return;
    }
    const reference = normaliseReference(proposal.quote.reference);
    this.byReference.set(reference, uuid);
    this.referenceOf.set(uuid, reference);
  }

  /** Runs fn with no other locked work on the same uuid (in any spelling) in flight. */
  async withLock<T>(uuid: string, fn: () => Promise<T>): Promise<T> {
    uuid = canonicalUuid(uuid);
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
    return join(this.dir, `${canonicalUuid(uuid)}.json`);
  }
}
