/**
 * A quoted proposal made straight through the sandbox API, so a test of a screen after the details
 * form (price, add-ons, summary, payment) starts from a real quote without filling the form.
 */
import type { Proposal, SavedProposal } from '../../../src/contract/proposal';
import type { CoverType } from '../../../src/contract/vehicle';
import { proposal, type QuotedProposal } from '../../support/proposal';
import { accessHeaders, lendAccess } from './access';

export interface QuoteOverrides {
  /** 'Decline', 'Refer' and 'Error' trigger the sandbox's outcomes. */
  surname?: string;
  /** 30000 or more without a tracker gives the tracking-device endorsement (extra_info 41). */
  vehicleValue?: number;
  hasTracker?: boolean;
  /** false leaves the registration blank (same car, same abi_code): the missing-registration block. */
  hasRegistration?: boolean;
  coverType?: CoverType;
  payMonthly?: boolean;
  /** YYYY-MM-DD; default tomorrow. */
  startDate?: string;
  /** Aggregator code (e.g. '105') or 'Website' (the default). */
  sourceOfBusiness?: string;
  /** Any further change to the proposal before it is sent. */
  change?: (proposal: Proposal) => void;
}

/** The shared proposal (tests/support/proposal.ts: Amelia Hart and her Ford Fiesta) with the overrides applied. */
export function realisticProposal(o: QuoteOverrides = {}): Proposal {
  return proposal((p) => {
    const { risk } = p;
    if (o.surname !== undefined) {
      risk.proposer.name.surname = o.surname;
      risk.proposer.name.salutation = `Mrs ${o.surname}`;
    }
    if (o.startDate !== undefined) risk.start_date = o.startDate;
    if (o.sourceOfBusiness !== undefined) risk.source_of_business = o.sourceOfBusiness;
    if (o.hasRegistration === false) Object.assign(risk.vehicle, { has_registration: false, registration: null });
    if (o.vehicleValue !== undefined) risk.vehicle.value = o.vehicleValue;
    if (o.hasTracker !== undefined) risk.vehicle.has_tracker = o.hasTracker;
    if (o.coverType !== undefined) {
      risk.vehicle.cover_type = o.coverType;
      risk.voluntary_excess = o.coverType === 'C' ? 250 : 0;
    }
    if (o.payMonthly !== undefined) p.is_pay_monthly = risk.duqs.is_pay_monthly = o.payMonthly;
    o.change?.(p);
  });
}

/** The sandbox's answer to a POST, parsed as the caller's type `T` (the contract's shape for that call). */
async function post<T>(origin: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/**
 * Creates the proposal and asks for its quote. A declined proposal (surname 'Decline') still resolves
 * (proposal.is_quoted false); an HTTP failure (surname 'Error' gives 500) throws.
 */
export async function createQuotedProposal(
  origin: string,
  overrides: QuoteOverrides = {},
): Promise<{ uuid: string; proposal: QuotedProposal }> {
  const created = await post<{ proposal: SavedProposal; access_token: string }>(origin, '/api/proposal', realisticProposal(overrides));
  const uuid: string = created.proposal.uuid;
  lendAccess(uuid, created.access_token);
  const quoted = await post<{ proposal?: QuotedProposal }>(origin, `/api/proposal/${uuid}/quote`, undefined, {
    ...accessHeaders(uuid),
    'If-Match': `"${created.proposal.version}"`,
  });
  if (!quoted.proposal?.quote) throw new Error(`POST /api/proposal/${uuid}/quote answered no quote`);
  return { uuid, proposal: quoted.proposal };
}
