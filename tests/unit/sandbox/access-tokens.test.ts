/** The uuid alone opens nothing: every call for a proposal needs its access token. */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointKey } from '../../../src/contract/endpoints';
import { fillPath } from '../../../src/contract/path';
import { proposal } from '../../support/proposal';
import { expectContract, expectRecallOpened, quoted } from './flow';
import { call, tokenFor, useSandbox } from './harness';

const app = useSandbox();

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
// Written out, not read from the contract, so an API that protects nothing fails below.
const PROTECTED: EndpointKey[] = [
  'acceptQuote',
  'confirmDetails',
  'createQuote',
  'deviceRisk',
  'generatePortalLink',
  'getProposal',
  'payMonthly',
  'requestHolderConsent',
  'requestPayment',
  'requoteAfterStartDate',
  'requoteProposal',
  'saveDeviceRiskCheck',
  'sendDocumentsEmail',
  'sendQuoteEmail',
  'signAgreement',
  'updateAddons',
  'updatePaymentOption',
  'updateProposal',
  'updateStartDate',
];

/** A call of that endpoint for uuid, with a body that names it where the body must. */
function request(key: EndpointKey, uuid: string): { method: string; path: string; body?: unknown } {
  const { method, path } = ENDPOINTS[key];
  const query = key === 'generatePortalLink' ? `?uuid=${uuid}` : '';
  const body = method === 'POST' ? { uuid, start_date: '2030-01-01' } : undefined;
  return { method, path: `${fillPath(path, { uuid })}${query}`, body };
}

describe('proposal access tokens', () => {
  it('marks every call that names a proposal in the contract', () => {
    expect((Object.keys(ENDPOINTS) as EndpointKey[]).filter((key) => 'auth' in ENDPOINTS[key]).sort()).toEqual(PROTECTED);
  });

  it('hands out a token on create, never in a URL, and the proposal opens with it', async () => {
    const created = await call(app.base, 'POST', '/api/proposal', proposal());
    const { proposal: saved, access_token: token } = expectContract('createProposal', created.json);
    expect(token).toMatch(/^[\w-]{43}$/);
    const opened = await call(app.base, 'GET', `/api/proposal/${saved.uuid}`, undefined, { token });
    expect(opened.status).toBe(200);
  });

  it('answers 401 to every call without the token and 404 with another proposal’s, saying nothing of the proposal', async () => {
    const { uuid } = await quoted(
      app.base,
      proposal((p) => {
        p.risk.proposer.name.surname = 'Driver';
        p.risk.proposer.email_address = 'jane@example.com';
        p.risk.proposer.address.postcode = 'TA1 1AA';
      }),
    );
    const other = await quoted(
      app.base,
      proposal((p) => {
        p.risk.proposer.name.surname = 'Other';
      }),
    );
    const othersToken = tokenFor(other.uuid)!;
    for (const key of PROTECTED) {
      const { method, path, body } = request(key, uuid);
      const bare = await call(app.base, method, path, body, { token: null });
      expect(bare.status, `${key} without a token`).toBe(401);
      expect(bare.headers.get('www-authenticate')).toBe('Bearer');
      const wrong = await call(app.base, method, path, body, { token: othersToken });
      expect(wrong.status, `${key} with another proposal's token`).toBe(404);
      // The same answer as for a proposal that does not exist: nothing says which uuids are real.
      const unknown = await call(app.base, method, request(key, UNKNOWN).path, request(key, UNKNOWN).body, { token: othersToken });
      expect(JSON.stringify(wrong.json).replace(uuid, 'UUID')).toBe(JSON.stringify(unknown.json).replace(UNKNOWN, 'UUID'));
      expect(JSON.stringify(bare.json)).not.toMatch(/Driver|jane@example\.com|TA1/);
    }
    const still = (await call(app.base, 'GET', `/api/proposal/${uuid}`)).json.data.proposal;
    expect(still.is_purchased).toBe(false);
  });

  it('refuses a token sent in the query string', async () => {
    const { uuid } = await quoted(app.base, proposal());
    const res = await call(app.base, 'GET', `/api/proposal/${uuid}?access_token=${tokenFor(uuid)}`, undefined, { token: null });
    expect(res.status).toBe(401);
  });

  it('hands out a fresh token on recall and revokes the older one (docs/security.md#data-that-ends-with-the-sale)', async () => {
    const fixture = proposal((p) => {
      p.risk.proposer.address.postcode = 'TA1 1AA';
    });
    const { uuid, res } = await quoted(app.base, fixture);
    const first = tokenFor(uuid)!;
    const recall = await call(app.base, 'POST', '/api/proposal/recall', {
      reference: res.json.proposal.quote.reference,
      postcode: 'TA1 1AA',
      dob: fixture.risk.proposer.date_of_birth,
    });
    const second = expectRecallOpened(recall.json).access_token;
    expect(second).not.toBe(first);
    expect((await call(app.base, 'POST', `/api/proposal/${uuid}/requote`, undefined, { token: second })).status).toBe(200);
    const older = await call(app.base, 'GET', `/api/proposal/${uuid}`, undefined, { token: first });
    expect(older.status).toBe(401);
    expect(older.json.code).toBe('token_revoked');
    expect(JSON.stringify(older.json)).not.toContain(fixture.risk.proposer.date_of_birth);
  });
});
