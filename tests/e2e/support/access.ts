/**
 * Proposal access tokens in the browser tests. The sandbox opens a proposal only with its token
 * (Authorization: Bearer), so the tests' own calls to it carry one:
 * - proposals the tests create through the API (createQuotedProposal) have theirs lent to the
 *   browser: a page opened straight at `#/quote/...?uuid=` stands for a customer whose widget
 *   already holds the token. Only those are lent, and only to requests that carry none, so a
 *   widget that loses its own token still fails;
 * - proposals the widget creates or recalls are learnt from its answers as they pass, so a test
 *   can read the saved proposal back (serverProposal) as the insurer would.
 */
import type { BrowserContext, Response } from 'playwright-core';

const tokens = new Map<string, string>();
const lent = new Set<string>();
const UUID_IN_PATH = /\/api\/proposal\/([0-9a-f-]{36})(?:\/|$)/i;

/** Remembers a token the tests got from the API, and lends it to the browser. */
export function lendAccess(uuid: string, token: string): void {
  tokens.set(uuid, token);
  lent.add(uuid);
}

export const accessHeaders = (uuid: string): Record<string, string> => {
  const token = tokens.get(uuid);
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/**
 * The If-Match a test's own write sends (docs/api-team.md#versions): the proposal's version now,
 * read from the API, as a widget that has just loaded it would send.
 */
export async function versionHeaders(origin: string, uuid: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}/api/proposal/${uuid}`, { headers: accessHeaders(uuid) });
  const version = ((await res.json()) as { data?: { proposal?: { version?: number } } }).data?.proposal?.version;
  return version ? { 'If-Match': `"${version}"` } : {};
}

async function learn(response: Response): Promise<void> {
  const request = response.request();
  if (request.method() !== 'POST' || !/\/api\/proposal(\/recall)?$/.test(new URL(response.url()).pathname) || !response.ok()) return;
  const answer = (await response.json().catch(() => null)) as { proposal?: { uuid?: string }; access_token?: string } | null;
  if (answer?.proposal?.uuid && answer.access_token) tokens.set(answer.proposal.uuid, answer.access_token);
}

function uuidOf(url: string, body: string | null): string | undefined {
  const inPath = UUID_IN_PATH.exec(new URL(url).pathname)?.[1];
  if (inPath) return inPath;
  try {
    const uuid = (JSON.parse(body ?? '') as { uuid?: unknown }).uuid;
    return typeof uuid === 'string' ? uuid : undefined;
  } catch {
    return undefined;
  }
}

/** Learns the widget's tokens and lends the API-made ones, for every page of a context. */
export async function shareAccess(context: BrowserContext): Promise<void> {
  context.on('response', (response) => void learn(response));
  await context.route(/\/(api\/proposal\/[0-9a-f-]{36}|json\/proposal\/)/i, (route) => {
    const request = route.request();
    const uuid = uuidOf(request.url(), request.postData());
    const headers = request.headers();
    if (!uuid || !lent.has(uuid) || headers.authorization) return route.fallback();
    return route.fallback({ headers: { ...headers, authorization: `Bearer ${tokens.get(uuid)}` } });
  });
}
