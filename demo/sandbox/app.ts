/**
 * The sandbox insurer API: every call of docs/product/api.md#the-calls (the contract's ENDPOINTS table) plus the
 * sandbox's own pages (hosted card payment, portal, captcha and device-risk scripts, test controls).
 * demo/server.ts calls handle() first and serves static files when it answers false.
 */
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ENDPOINTS, findEndpoint } from '../../src/contract/endpoints';
import { matchPath } from '../../src/contract/path';
import { applyCors, type AllowedOrigins } from './server/cors';
import { handlers, pages } from './routes/table';
import { dispatch } from './server/dispatch';
import { ClientLimits } from './server/client-limits';
import { EmailLimits } from './server/email-limits';
import { Faults, sleep } from './server/faults';
import { listeningOrigin, requestUrl, sendJson, sendText } from './server/http';
import { Outbox } from './server/outbox';
import { findPage, pathKnown } from './server/pages';
import { PortalLinks } from './server/portal-links';
import { RecallLimits } from './server/recall-limits';
import { SavedAnswersTable } from './server/saved-answers';
import { clock, type SandboxRule, type Services } from './server/services';
import { ProposalStore } from './server/store';
import { TestClock } from './server/test-clock';

export interface SandboxOptions {
  /** Proposals and the outbox live here; reuse the folder to keep them across restarts. */
  dataDir: string;
  /** Added to every API call, to see loading states. */
  latencyMs?: number;
  /**
   * Origin put in the links the sandbox hands out (payment page, portal, e-mails); default: the
   * address it listens on. Never taken from the request's Host or X-Forwarded-* headers. A function
   * is read per request, for a server that learns its port once listening.
   */
  publicOrigin?: string | (() => string);
  /** Origins whose pages may call the API from a browser (CORS); default '*', any origin. Never with credentials. */
  allowedOrigins?: AllowedOrigins;
  /**
   * Serve /sandbox/outbox, the e-mails the sandbox "sent", and only to clients on this machine
   * (a loopback address): it lists every customer's mail. Default off; `npm start` turns it on.
   */
  outbox?: boolean;
  /**
   * Origins the insurer registered for the brand's pages (where the widget runs and the card
   * payment returns to). A card payment's return_url must be on one (else 422), and the card page
   * is framed by and redirects to these only. Always added: the public origin, and allowedOrigins
   * when it is a list. `npm start` reads SANDBOX_RETURN_ORIGINS (docs/security.md#what-the-api-must-hold-to).
   */
  returnOrigins?: readonly string[] | (() => readonly string[]);
  /** Keys each limit's table holds (recall, e-mail, creation counters); default 50,000. Tests pass a small one to reach a full table. */
  limitTableSize?: number;
  /**
   * The sandbox's clock (services.ts); tests pass their own to move time on (payment session expiry),
   * or move it through POST /sandbox/clock (server/test-clock.ts).
   */
  clock?: Pick<Services, 'today' | 'now'>;
  /**
   * Rules left out, to make the deliberately broken API the conformance checker's tests run against
   * ('signed-agreement': a monthly plan is paid for and bought with no signed credit agreement;
   * 'holder-consent': one whose account holder, not the proposer, never signed). Never in the demo.
   */
  without?: readonly SandboxRule[];
}

export interface Sandbox {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  close(): void;
}

const API_PREFIXES = ['/api/', '/json/'];
const owns = (path: string): boolean =>
  path === '/api' || path === '/sandbox' || [...API_PREFIXES, '/sandbox/'].some((prefix) => path.startsWith(prefix));

const apiPathKnown = (path: string): boolean => Object.values(ENDPOINTS).some((e) => matchPath(e.path, path) !== null);

/** The public origin, the allow-listed origins and the registered ones: where the brand's pages are. */
function registeredOrigins(origin: string, options: SandboxOptions): string[] {
  const listed = typeof options.returnOrigins === 'function' ? options.returnOrigins() : (options.returnOrigins ?? []);
  const allowed = options.allowedOrigins === '*' ? [] : (options.allowedOrigins ?? []);
  // As origins (scheme://host[:port], no path or trailing slash), so a listed 'https://a.example/' matches.
  const origins = [origin, ...allowed, ...listed].filter((item) => URL.canParse(item)).map((item) => new URL(item).origin);
  return [...new Set(origins)];
}

export function createSandbox(options: SandboxOptions): Sandbox {
  mkdirSync(options.dataDir, { recursive: true });
  const testClock = new TestClock(options.clock ?? clock);
  const services: Services = {
    store: new ProposalStore(options.dataDir),
    outbox: new Outbox(options.dataDir),
    faults: new Faults(),
    portalLinks: new PortalLinks(),
    recallLimits: new RecallLimits(Date.now, options.limitTableSize),
    savedAnswers: new SavedAnswersTable(() => Date.parse(testClock.now())),
    emailLimits: new EmailLimits(Date.now, options.limitTableSize),
    clientLimits: new ClientLimits(Date.now, options.limitTableSize),
    without: new Set(options.without ?? []),
    testClock,
    today: () => testClock.today(),
    now: () => testClock.now(),
  };
  let closed = false;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = requestUrl(req);
    if (!url) {
      sendJson(res, 400, { code: 'invalid_request', message: 'The request address cannot be read' });
      return true;
    }
    const path = url.pathname;
    if (closed || !owns(path)) return false;
    const method = req.method ?? 'GET';
    // Only the API answers CORS: the sandbox's pages and scripts are framed or loaded by <script>.
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) && applyCors(req, res, options.allowedOrigins ?? '*')) return true;
    const origin = (typeof options.publicOrigin === 'function' ? options.publicOrigin() : options.publicOrigin) || listeningOrigin(req);
    const returnOrigins = registeredOrigins(origin, options);
    const endpoint = findEndpoint(method, path);
    if (endpoint) {
      if (options.latencyMs) await sleep(options.latencyMs);
      await dispatch({ ...endpoint, url, origin, returnOrigins }, req, res, services, handlers);
      return true;
    }
    const page = findPage(pages, method, path);
    if (page) {
      const pageOptions = { allowedOrigins: options.allowedOrigins ?? '*', returnOrigins, outbox: options.outbox === true };
      await page.route.handle({ req, res, url, params: page.params, origin, services, options: pageOptions });
      return true;
    }
    const known = path.startsWith('/sandbox/') ? pathKnown(pages, path) : apiPathKnown(path);
    if (path.startsWith('/sandbox/') && !known) {
      sendText(res, 404, 'text/plain; charset=utf-8', `No sandbox page at ${path}`);
    } else if (known) {
      sendJson(res, 405, { code: 'method_not_allowed', message: `${method} is not allowed on ${path}` });
    } else {
      sendJson(res, 404, { code: 'not_found', message: `No API call at ${path}` });
    }
    return true;
  }

  return {
    handle: async (req, res) => {
      try {
        return await handle(req, res);
      } catch (error) {
        console.error('sandbox: request failed', error);
        if (!res.headersSent) sendJson(res, 500, { code: 'internal_error', message: 'Something went wrong' });
        else res.end();
        return true;
      }
    },
    close: () => {
      closed = true;
      services.faults.clear();
    },
  };
}
