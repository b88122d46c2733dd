/** Common journeys over HTTP, for the tests. */
import { ENDPOINTS, type EndpointKey } from '../../../src/contract/endpoints';
import * as v from 'valibot';
import { expect } from 'vitest';
import type { Proposal } from '../../../src/contract/proposal';
import { call } from './harness';

/** Asserts the answer keeps the contract's response schema for that call, and returns it, typed by it. */
export function expectContract<K extends EndpointKey>(key: K, json: unknown): v.InferOutput<(typeof ENDPOINTS)[K]['response']> {
  const result = v.safeParse(ENDPOINTS[key].response, json);
  if (!result.success) throw new Error(`${key}: ${JSON.stringify(v.flatten(result.issues))}`);
  return result.output;
}

/** A recall's answer that opened the quote (not a bought policy's receipt): asserted, and typed as such. */
export function expectRecallOpened(json: unknown) {
  const answer = expectContract('recallProposal', json);
  if (!('access_token' in answer)) throw new Error(`recall answered a receipt, not the quote: ${JSON.stringify(answer)}`);
  return answer;
}

export async function createProposal(base: string, proposal: Proposal): Promise<string> {
  const res = await call(base, 'POST', '/api/proposal', proposal);
  expect(res.status).toBe(200);
  return expectContract('createProposal', res.json).proposal.uuid;
}

export async function quoted(base: string, proposal: Proposal): Promise<{ uuid: string; res: Awaited<ReturnType<typeof call>> }> {
  const uuid = await createProposal(base, proposal);
  const res = await call(base, 'POST', `/api/proposal/${uuid}/quote`);
  return { uuid, res };
}

/** Pays on the hosted card page; answers the page's status and Location. */
export async function payByCard(base: string, paymentUrl: string, card: string): Promise<{ status: number; location: string | null }> {
  const form = new URLSearchParams({ card_number: card, expiry: '12/39', cvc: '123', name: 'J Driver' });
  const res = await fetch(paymentUrl.replace(/^https?:\/\/[^/]+/, base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  await res.text();
  return { status: res.status, location: res.headers.get('location') };
}

/** Asks for the bought policy's portal link and opens it: answers the link and the page. */
export async function openPortal(base: string, uuid: string): Promise<{ url: string; status: number; html: string }> {
  const link = await call(base, 'GET', `/api/proposal/${uuid}/generate-portal-link?uuid=${uuid}`);
  expect(link.status).toBe(200);
  const url: string = link.json.portal_url;
  const res = await fetch(url.replace(/^https?:\/\/[^/]+/, base));
  return { url, status: res.status, html: await res.text() };
}

/** The version of the pre-contract credit information the proposal's quote names now ('' when none). */
export async function creditInformationVersion(base: string, uuid: string): Promise<string> {
  const res = await call(base, 'GET', `/api/proposal/${uuid}`);
  return res.json?.data?.proposal?.quote?.credit_documents?.information?.version ?? '';
}

/** Pay-monthly as the widget sends it: the bank details and the version of the credit information it showed. */
export async function payMonthly(base: string, uuid: string, directDebit: unknown): Promise<Awaited<ReturnType<typeof call>>> {
  const credit_information_version = await creditInformationVersion(base, uuid);
  return call(base, 'POST', `/api/proposal/${uuid}/pay-monthly`, {
    is_pay_monthly: true,
    direct_debit: directDebit,
    credit_information_version,
  });
}

/** Signs the credit agreement as the widget does: the version it showed, the name typed, the amount of credit shown. */
export async function signAgreement(base: string, uuid: string, name = 'Amelia Hart'): Promise<Awaited<ReturnType<typeof call>>> {
  const { quote } = (await call(base, 'GET', `/api/proposal/${uuid}`)).json.data.proposal;
  return call(base, 'POST', `/api/proposal/${uuid}/credit-agreement`, {
    agreement_version: quote.credit_documents.agreement.version,
    signed_name: name,
    amount_of_credit: Math.round((quote.premium - quote.monthly_deposit) * 100) / 100,
    agreed: true,
  });
}
