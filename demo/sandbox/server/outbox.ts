/** E-mails the sandbox "sends": appended to <dataDir>/outbox.jsonl and shown at GET /sandbox/outbox. */
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMail {
  at: string;
  to: string;
  subject: string;
  /** Plain text; the outbox page escapes it. */
  body: string;
}

export class Outbox {
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, 'outbox.jsonl');
  }

  async send(mail: OutboxMail): Promise<void> {
    await appendFile(this.file, `${JSON.stringify(mail)}\n`, 'utf8');
  }

  async all(): Promise<OutboxMail[]> {
    try {
      const text = await readFile(this.file, 'utf8');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as OutboxMail);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}
