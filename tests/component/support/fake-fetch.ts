/** A scripted API for component tests: answers 'METHOD /path' from routes and records each call. */

const REPLY = Symbol('reply');
type Reply = { [REPLY]: true; status: number; body: unknown };

/** A route's answer with a status other than 200: `reply(422, { code: 'bank_details_invalid' })`. */
export function reply(status: number, body: unknown): Reply {
  return { [REPLY]: true, status, body };
}

/** 'GET /api/list/insurer.person_title': ({ body, url }) => a 200 body, or reply(status, body). */
export type FakeRoutes = Record<string, (request: { body: unknown; url: URL }) => unknown>;

/**
 * A fetch that answers from `routes` and 404 for anything else, recording every call. Answers go
 * through the real client, so the API contract still validates them.
 */
export function fakeFetch(routes: FakeRoutes) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? handler({ body, url }) : reply(404, { code: 'not_found' });
    const { status, body: json } = isReply(answer) ? answer : { status: 200, body: answer };
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

function isReply(answer: unknown): answer is Reply {
  return typeof answer === 'object' && answer !== null && REPLY in answer;
}
