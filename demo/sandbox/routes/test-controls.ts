/** Test controls: POST/DELETE /sandbox/faults, GET /sandbox/faults, POST /sandbox/reset (faults only, never proposals). */
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { invalid, validate } from '../server/errors';
import { FaultSchema } from '../server/faults';
import { HttpError, readJson, sendJson } from '../server/http';
import type { PageContext, PageRoute } from '../server/pages';

async function setFault({ req, res, services }: PageContext): Promise<void> {
  try {
    const fault = validate(FaultSchema, await readJson(req));
    if (!(fault.endpoint in ENDPOINTS))
      throw invalid([{ path: 'endpoint', message: `unknown endpoint key; one of ${Object.keys(ENDPOINTS).join(', ')}` }]);
    if (fault.status === undefined && !fault.malformed && fault.delayMs === undefined) {
      throw invalid([{ path: 'status', message: 'give status, malformed or delayMs' }]);
    }
    services.faults.set(fault);
    sendJson(res, 200, { faults: services.faults.list() });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    sendJson(res, error.status, error.body);
  }
}

export const testControlPages: readonly PageRoute[] = [
  { method: 'POST', path: '/sandbox/faults', handle: setFault },
  { method: 'GET', path: '/sandbox/faults', handle: async ({ res, services }) => sendJson(res, 200, { faults: services.faults.list() }) },
  {
    method: 'DELETE',
    path: '/sandbox/faults',
    handle: async ({ res, services }) => {
      services.faults.clear();
      sendJson(res, 200, { faults: [] });
    },
  },
  {
    method: 'POST',
    path: '/sandbox/reset',
    handle: async ({ res, services }) => {
      services.faults.clear();
      sendJson(res, 200, { faults: [] });
    },
  },
];
