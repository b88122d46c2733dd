/** Starts the sandbox on 127.0.0.1, port 0, over a temporary data folder, and calls it with fetch. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../../demo/sandbox/app';

export interface Running {
  base: string;
  dataDir: string;
  sandbox: Sandbox;
  server: Server;
  stop(): Promise<void>;
}

export const tempDataDir = (): string => mkdtempSync(join(tmpdir(), 'sandbox-test-'));

/**
 * The brand pages the tests' card payments return to, registered as an insurer registers its
 * brand's sites (SandboxOptions.returnOrigins); a test of the rule passes its own list.
 */
export const TEST_RETURN_ORIGINS = [
  'https://brand.example',
  'https://shop.example',
  'https://cdn.brand.example',
  'https://quotes.brand.example',
  'http://x.test',
];

export async function startSandbox(options: Partial<SandboxOptions> = {}): Promise<Running> {
  const dataDir = options.dataDir ?? tempDataDir();
  const sandbox = createSandbox({ returnOrigins: TEST_RETURN_ORIGINS, ...options, dataDir });
  const server = createServer((req, res) => {
    void sandbox.handle(req, res).then((handled) => {
      if (!handled) {
        res.writeHead(418, { 'Content-Type': 'text/plain' });
        res.end('not the sandbox');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    sandbox,
    server,
    stop: async () => {
      sandbox.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const removeDir = (dir: string): void => rmSync(dir, { recursive: true, force: true });

/**
 * Each proposal's access token, learnt from the answers that hand one out (create, recall), so the
 * tests' calls carry it as the widget does. A test of the token itself passes its own (or null).
 */
const tokens = new Map<string, string>();
const UUID_IN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

export const tokenFor = (uuid: string): string | undefined => tokens.get(uuid.toLowerCase());

/**
 * Each proposal's version, learnt from every answer that holds it, so the tests' writes send
 * If-Match as the widget does (docs/api-team.md#versions). A test of versions passes its own.
 */
const versions = new Map<string, number>();
export const versionFor = (uuid: string): number | undefined => versions.get(uuid.toLowerCase());

function remember(json: unknown, uuid: string | undefined): void {
  const answer = json as {
    access_token?: unknown;
    proposal?: { uuid?: unknown; version?: unknown };
    data?: { proposal?: { uuid?: unknown; version?: unknown }; uuid?: unknown; version?: unknown };
  } | null;
  if (typeof answer?.access_token === 'string' && typeof answer.proposal?.uuid === 'string')
    tokens.set(answer.proposal.uuid.toLowerCase(), answer.access_token);
  const holder = answer?.proposal ?? answer?.data?.proposal ?? answer?.data;
  const id = typeof holder?.uuid === 'string' ? holder.uuid : uuid;
  if (id && typeof holder?.version === 'number') versions.set(id.toLowerCase(), holder.version);
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** The bearer token to send; default: the one learnt for the uuid in the path or body; null sends none. */
  token?: string | null;
  /** The If-Match version to send; default: the one learnt for the uuid; null sends none. */
  version?: number | null;
}

export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any answer, the refusals' too: each test asserts the fields it reads
): Promise<{ status: number; json: any; headers: Headers }> {
  const uuid =
    UUID_IN.exec(path)?.[0] ?? (typeof (body as { uuid?: unknown })?.uuid === 'string' ? (body as { uuid: string }).uuid : undefined);
  const token = options.token === undefined ? (uuid ? tokenFor(uuid) : undefined) : options.token;
  const version = options.version === undefined ? (uuid && method !== 'GET' ? versionFor(uuid) : undefined) : options.version;
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(version ? { 'If-Match': `"${version}"` } : {}),
      ...options.headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Pages answer HTML; the raw text is kept.
  }
  remember(json, uuid);
  return { status: res.status, json, headers: res.headers };
}

/**
 * One sandbox for a test file: started before its tests, stopped and its data folder removed after.
 * The object is filled in by beforeAll, so read its fields inside tests, not at the top of the file.
 */
export function useSandbox(options: Partial<SandboxOptions> = {}): Running {
  const app = {} as Running;
  beforeAll(async () => {
    Object.assign(app, await startSandbox(options));
  });
  afterAll(async () => {
    await app.stop();
    removeDir(app.dataDir);
  });
  return app;
}
