import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, hasHttpStatus } from '../../../src/api/api-error';
import { createApiClient } from '../../../src/api/client';
import { ProposalSchema } from '../../../src/contract/proposal';
import { proposalBody, quoteBody } from './fixtures';

const BASE = 'https://insurer.example/';
const UUID = proposalBody().uuid;
const TOKEN = 'proposal-access-token-0123456789abcdef';

type Answer = { status?: number; body: unknown };
function fakeFetch(...answers: Answer[]) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const { status = 200, body } = answers.length > 1 ? answers.shift()! : answers[0];
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
}
const sent = (fetch: ReturnType<typeof fakeFetch>, call = 0) => {
  const [url, init] = fetch.mock.calls[call];
  return { url: String(url), method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: init?.headers };
};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('should fail'),
    (error: ApiError) => error,
  );

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  logged.mockRestore();
  vi.useRealTimers();
});

describe('createApiClient: requests', () => {
  it('posts the proposal as JSON to the base address and returns the saved proposal', async () => {
    const fetch = fakeFetch({ body: { proposal: proposalBody(), access_token: TOKEN } });
    const draft = v.parse(ProposalSchema, { ...proposalBody(), uuid: null });
    const saved = await createApiClient({ apiBase: BASE, fetch }).createProposal(draft);
    expect(sent(fetch)).toMatchObject({ url: 'https://insurer.example/api/proposal', method: 'POST', body: draft });
    expect(sent(fetch).headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(saved.uuid).toBe(UUID);
  });

  it('reads data.proposal from GET /api/proposal/{uuid}', async () => {
    const fetch = fakeFetch({ body: { data: { proposal: proposalBody() } } });
    const proposal = await createApiClient({ apiBase: BASE, fetch }).getProposal(UUID);
    expect(sent(fetch)).toMatchObject({ url: `https://insurer.example/api/proposal/${UUID}`, method: 'GET', body: undefined });
    expect(proposal.quote?.monthly_total_payable).toBe(123.45);
  });

  it('upper-cases the registration and removes its spaces', async () => {
    const fetch = fakeFetch({ body: { vehicles: [] } });
    await createApiClient({ apiBase: BASE, fetch }).vehicleSearch(' ab12 cde ');
    expect(sent(fetch).url).toBe('https://insurer.example/api/vehicle/search?registration=AB12CDE');
  });

  it('removes the spaces of a postcode', async () => {
    const fetch = fakeFetch({ body: { addresses: [{ line_1: '1 High Street', postcode: 'LS1 1AA' }] } });
    const addresses = await createApiClient({ apiBase: BASE, fetch }).addressLookup('LS1 1AA');
    expect(sent(fetch).url).toBe('https://insurer.example/api/address?postcode=LS11AA');
    expect(addresses[0].line_2).toBeNull();
  });

  it('sends the manual cascade in its fixed order, leaving out unanswered steps', async () => {
    const fetch = fakeFetch({ body: { options: { fuel_type: [{ value: 'P', name: 'Petrol' }] } } });
    const result = await createApiClient({ apiBase: BASE, fetch }).manualVehicleSearch({ model: 'GOLF', year: null, manufacturer: 'VW' });
    expect(sent(fetch).url).toBe('https://insurer.example/api/vehicle/manual?manufacturer=VW&model=GOLF');
    expect(result.options.fuel_type?.[0].name).toBe('Petrol');
    expect(result.vehicles).toEqual([]);
  });

  it('strips sort-code hyphens and leaves out the third party when the proposer holds the account, with the credit information shown', async () => {
    const fetch = fakeFetch({ body: { proposal: proposalBody() } });
    const thirdParty = { title: 'Mr', forename: 'John', surname: 'Doe', date_of_birth: '1960-01-01' };
    await createApiClient({ apiBase: BASE, fetch }).payMonthly(
      UUID,
      {
        account_name: 'Jane Doe',
        account_number: '12345678',
        sort_code: '11-22-33',
        collection_day: '05',
        is_proposer_account_holder: true,
        third_party: thirdParty,
      },
      'SECCI-2026.1.0a1b2c3d',
    );
    expect(sent(fetch).body).toEqual({
      is_pay_monthly: true,
      direct_debit: {
        account_name: 'Jane Doe',
        account_number: '12345678',
        sort_code: '112233',
        collection_day: '05',
        is_proposer_account_holder: true,
      },
      credit_information_version: 'SECCI-2026.1.0a1b2c3d',
    });
  });

  it('signs the credit agreement with the version read, the name typed, the amount shown and her agreement', async () => {
    const fetch = fakeFetch({ body: { proposal: proposalBody() } });
    const signature = {
      agreement_version: 'FSLA-2026.1.0a1b2c3d',
      signed_name: 'Amelia Hart',
      amount_of_credit: 435.54,
      agreed: true,
    } as const;
    await createApiClient({ apiBase: BASE, fetch }).signAgreement(UUID, signature);
    expect(sent(fetch).url).toBe(`https://insurer.example/api/proposal/${UUID}/credit-agreement`);
    expect(sent(fetch).body).toEqual(signature);
  });

  it('accepts a quote with an empty body when not paying monthly', async () => {
    const fetch = fakeFetch({ body: { proposal: { ...proposalBody(), is_accepted: true } } });
    const proposal = await createApiClient({ apiBase: BASE, fetch }).acceptQuote(UUID);
    expect(sent(fetch)).toMatchObject({ url: `https://insurer.example/api/proposal/${UUID}/quote/accept`, body: {} });
    expect(proposal.is_accepted).toBe(true);
  });

  it('puts the list name into the path and the uuid into the portal query', async () => {
    const fetch = fakeFetch(
      { body: { list: { name: 'insurer.cover_type', options: [{ value: 'C', name: 'Comprehensive' }] } } },
      { body: { portal_url: 'https://portal.example/x' } },
    );
    const client = createApiClient({ apiBase: 'https://insurer.example', fetch });
    expect((await client.listOne('cover_type')).options[0].value).toBe('C');
    expect(await client.generatePortalLink(UUID)).toBe('https://portal.example/x');
    expect(sent(fetch, 0).url).toBe('https://insurer.example/api/list/insurer.cover_type');
    expect(sent(fetch, 1).url).toBe(`https://insurer.example/api/proposal/${UUID}/generate-portal-link?uuid=${UUID}`);
  });
});

describe('createApiClient: failures', () => {
  it('carries the HTTP status and the server error code', async () => {
    const fetch = fakeFetch({ status: 404, body: { code: 'not_found', message: 'No quote' } });
    const error = await failure(
      createApiClient({ apiBase: BASE, fetch }).recallProposal({ reference: 'MQ-1', postcode: 'LS11AA', dob: '1985-06-15' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', serverMessage: 'No quote', endpoint: 'recallProposal' });
    expect(hasHttpStatus(error)).toBe(true);
  });

  it('gives http_error when a failed answer has no error body', async () => {
    const fetch = fakeFetch({ status: 502, body: '<html>Bad gateway</html>' });
    const error = await failure(createApiClient({ apiBase: BASE, fetch }).createQuote(UUID));
    expect(error).toMatchObject({ status: 502, code: 'http_error' });
  });

  it('turns a malformed answer into ApiError malformed naming the field path', async () => {
    const body = proposalBody();
    body.quote.premium = 'lots' as unknown as number;
    const fetch = fakeFetch({ body: { proposal: body } });
    const error = await failure(createApiClient({ apiBase: BASE, fetch }).createQuote(UUID));
    expect(error).toMatchObject({ status: 0, code: 'malformed', fieldPath: 'proposal.quote.premium' });
    expect(error.message).toContain('proposal.quote.premium: expected number');
    expect(hasHttpStatus(error)).toBe(false);
  });

  it('treats a 200 answer that is not JSON as malformed', async () => {
    const fetch = fakeFetch({ body: 'OK' });
    const error = await failure(createApiClient({ apiBase: BASE, fetch }).status());
    expect(error).toMatchObject({ status: 0, code: 'malformed' });
  });

  it('gives up with timeout when no answer arrives in time', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const pending = failure(createApiClient({ apiBase: BASE, fetch, timeoutMs: 5000 }).createQuote(UUID));
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetch.mock.calls[0][1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0, code: 'timeout' });
  });

  it('reports a network failure as network', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(createApiClient({ apiBase: BASE, fetch }).listAll());
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });

  it('logs method, path, status and code but no personal data', async () => {
    const fetch = fakeFetch({ status: 422, body: { code: 'credit_declined', message: 'Jane Doe 12345678 declined' } });
    await failure(
      createApiClient({ apiBase: BASE, fetch }).payMonthly(
        UUID,
        {
          account_name: 'Jane Doe',
          account_number: '12345678',
          sort_code: '112233',
          collection_day: '05',
          is_proposer_account_holder: true,
        },
        'SECCI-2026.1.0a1b2c3d',
      ),
    );
    expect(logged).toHaveBeenCalledTimes(1);
    const line = logged.mock.calls[0].map(String).join(' ');
    expect(line).toContain('POST /api/proposal/{uuid}/pay-monthly');
    expect(line).toContain('422');
    expect(line).toContain('credit_declined');
    for (const personal of ['Jane', '12345678', '112233']) expect(line).not.toContain(personal);
  });

  it('keeps the postcode out of the log of a failed address look-up', async () => {
    const fetch = fakeFetch({ status: 500, body: { code: 'internal_error' } });
    await failure(createApiClient({ apiBase: BASE, fetch }).addressLookup('LS1 1AA'));
    const line = logged.mock.calls[0].map(String).join(' ');
    expect(line).toContain('GET /api/address');
    expect(line).not.toMatch(/LS1/);
  });
});

describe('createApiClient: in-flight de-duplication', () => {
  it('sends one request for two identical calls and shares the answer', async () => {
    const fetch = fakeFetch({ body: { proposal: proposalBody() } });
    const client = createApiClient({ apiBase: BASE, fetch });
    const first = client.createQuote(UUID);
    const second = client.createQuote(UUID);
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends again once the first answer is in, and sends different bodies separately', async () => {
    const fetch = fakeFetch({ body: { success: true } });
    const client = createApiClient({ apiBase: BASE, fetch });
    await client.recaptcha('token-a');
    await client.recaptcha('token-a');
    await Promise.all([client.recaptcha('token-b'), client.recaptcha('token-c')]);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('lets a retry through after a failure', async () => {
    const fetch = fakeFetch({ status: 500, body: { code: 'internal_error' } }, { body: { proposal: proposalBody() } });
    const client = createApiClient({ apiBase: BASE, fetch });
    await failure(client.requoteProposal(UUID));
    await expect(client.requoteProposal(UUID)).resolves.toMatchObject({ uuid: UUID });
  });
});

describe('createApiClient: what every request leaves out', () => {
  it('sends no cookies and no referrer', async () => {
    const fetch = fakeFetch({ body: { status: 'ok', version: '1' } });
    await createApiClient({ apiBase: BASE, fetch }).status();
    expect(fetch.mock.calls[0][1]).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer' });
  });
});

describe('createApiClient: answers too large to render', () => {
  it('refuses 20,000 endorsements as malformed before anything renders them', async () => {
    const endorsements = Array.from({ length: 20_000 }, (_, i) => ({
      text: `${'<div>'.repeat(50)}${i}${'</div>'.repeat(50)}`,
      extra_info: String(i),
    }));
    const fetch = fakeFetch({ body: { data: { proposal: { ...proposalBody(), quote: { ...quoteBody(), endorsements } } } } });
    const error = await failure(createApiClient({ apiBase: BASE, fetch }).getProposal(UUID));
    expect(error).toMatchObject({ code: 'malformed', fieldPath: 'data.proposal.quote.endorsements' });
  });
});

describe('createApiClient: the proposal access token', () => {
  const keeper = () => {
    const kept = new Map<string, string>();
    return {
      kept,
      accessTokens: {
        get: (uuid: string) => kept.get(uuid) ?? null,
        set: (uuid: string, token: string) => void kept.set(uuid, token),
        forget: (uuid: string) => void kept.delete(uuid),
      },
    };
  };

  it('keeps the token create hands out and sends it as a bearer header on that proposal’s calls only', async () => {
    const { kept, accessTokens } = keeper();
    const fetch = fakeFetch(
      { body: { proposal: proposalBody(), access_token: TOKEN } },
      { body: { proposal: proposalBody() } },
      { body: { list: { name: 'insurer.person_title', options: [] } } },
    );
    const api = createApiClient({ apiBase: BASE, fetch, accessTokens });
    await api.createProposal(v.parse(ProposalSchema, { ...proposalBody(), uuid: null }));
    expect(kept.get(UUID)).toBe(TOKEN);
    expect(sent(fetch).headers).not.toHaveProperty('Authorization');
    await api.createQuote(UUID);
    expect(sent(fetch, 1).headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` });
    expect(sent(fetch, 1).url).not.toContain(TOKEN);
    await api.listOne('person_title');
    expect(sent(fetch, 2).headers).not.toHaveProperty('Authorization');
  });

  it('keeps the token a recall hands out, and sends it with the /json calls that name the uuid in their body', async () => {
    const { kept, accessTokens } = keeper();
    const fetch = fakeFetch(
      { body: { proposal: proposalBody(), quote: null, access_token: TOKEN } },
      { body: { data: { uuid: UUID, version: 5 } } },
    );
    const api = createApiClient({ apiBase: BASE, fetch, accessTokens });
    await api.recallProposal({ reference: 'MQ-7KQ4-2P9D', postcode: 'LS6 2AB', dob: '1988-03-14' });
    expect(kept.get(UUID)).toBe(TOKEN);
    await api.updateStartDate(UUID, '2030-01-01');
    expect(sent(fetch, 1).headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` });
  });

  it('drops a token the API calls expired or revoked, and keeps it on any other 401 (docs/security.md#data-that-ends-with-the-sale)', async () => {
    for (const [code, dropped] of [
      ['token_expired', true],
      ['token_revoked', true],
      ['unauthorized', false],
    ] as const) {
      const { kept, accessTokens } = keeper();
      kept.set(UUID, TOKEN);
      const fetch = fakeFetch({ status: 401, body: { code } });
      const error = await failure(createApiClient({ apiBase: BASE, fetch, accessTokens }).getProposal(UUID));
      expect(error).toMatchObject({ status: 401, code });
      expect(kept.has(UUID), code).toBe(!dropped);
    }
  });

  it('refuses a create answer without a token as malformed', async () => {
    const fetch = fakeFetch({ body: { proposal: proposalBody() } });
    const error = await failure(
      createApiClient({ apiBase: BASE, fetch }).createProposal(v.parse(ProposalSchema, { ...proposalBody(), uuid: null })),
    );
    expect(error).toMatchObject({ code: 'malformed', fieldPath: 'access_token' });
  });
});

describe('createApiClient: proposal versions (If-Match)', () => {
  const keeper = () => {
    const kept = new Map<string, number>();
    return {
      kept,
      versions: { get: (uuid: string) => kept.get(uuid) ?? null, set: (uuid: string, version: number) => void kept.set(uuid, version) },
    };
  };

  it('sends the version last read with every write, and learns the next one from each answer', async () => {
    const { kept, versions } = keeper();
    const fetch = fakeFetch(
      { body: { data: { proposal: proposalBody() } } },
      { body: { proposal: { ...proposalBody(), version: 5 } } },
      { body: { data: { uuid: UUID, version: 6 } } },
      { body: { success: true } },
    );
    const api = createApiClient({ apiBase: BASE, fetch, versions });
    await api.getProposal(UUID);
    expect(sent(fetch).headers).not.toHaveProperty('If-Match');
    expect(kept.get(UUID)).toBe(4);
    await api.updateAddons(UUID, ['LE']);
    expect(sent(fetch, 1).headers).toMatchObject({ 'If-Match': '"4"' });
    await api.updateStartDate(UUID, '2030-01-01');
    expect(sent(fetch, 2).headers).toMatchObject({ 'If-Match': '"5"' });
    expect(kept.get(UUID)).toBe(6);
    // A call that changes nothing priced sends no version.
    await api.sendQuoteEmail(UUID);
    expect(sent(fetch, 3).headers).not.toHaveProperty('If-Match');
  });

  it('rejects a stale write with the stable code, so flows can reload', async () => {
    const fetch = fakeFetch({ status: 412, body: { code: 'stale_version', message: 'changed elsewhere' } });
    const error = await failure(createApiClient({ apiBase: BASE, fetch }).requoteProposal(UUID));
    expect(error).toMatchObject({ status: 412, code: 'stale_version' });
  });
});
