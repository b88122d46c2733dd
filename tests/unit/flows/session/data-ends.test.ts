/**
 * Data that ends with the sale (docs/security.md#data-that-ends-with-the-sale): what the tab still
 * holds after the session expired and after the sale, in memory and in session storage.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_IDLE_MINUTES } from '../../../../src/contract/access-token-lifetime';
import { parseConfig } from '../../../../src/config/parse-config';
import { routeForFailure } from '../../../../src/flows/outcome';
import { finishPurchase } from '../../../../src/flows/purchase/finish-purchase';
import { expireSession } from '../../../../src/flows/session/expire-session';
import { proposal as unsaved } from '../../../support/proposal';
import { storedText } from '../../support/memory-session-storage';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { apiError, purchaseWidget } from '../purchase/fixtures';

const TOKEN = 'k'.repeat(43);
// Everything personal the fixtures hold: name, e-mail, date of birth, mobile, address, and the token.
const PERSONAL = [/Hart/, /amelia/, /1988-03-14/, /07700900123/, /LS6 2AB/, /Park Lane/, new RegExp(TOKEN)];

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

const expectNothingPersonal = (text: string) => {
  for (const personal of PERSONAL) expect(text).not.toMatch(personal);
};

describe('the session expires', () => {
  it('by default before the API’s token would, so the widget wipes the token first', () => {
    expect(parseConfig({}).sessionTimeoutMinutes).toBeLessThan(ACCESS_TOKEN_IDLE_MINUTES);
  });

  it('a quoted proposal: everything personal and the token leave the tab; its reference stays to retrieve it', () => {
    const { widget, stores } = purchaseWidget();
    stores.proposal.getState().load(proposal());
    stores.proposal.getState().setAccess(UUID, TOKEN);
    vi.advanceTimersByTime(1000);
    expect(storedText()).toContain(TOKEN);
    expect(expireSession(widget)).toBe('/quote/session-expired');
    const state = stores.proposal.getState();
    expect(state.access).toBeNull();
    expect(state.resume).toEqual({ reference: 'MQ-000123', kept: false });
    expectNothingPersonal(JSON.stringify(state.draft));
    expectNothingPersonal(storedText());
    expect(storedText()).toContain('MQ-000123');
  });

  it('a form not quoted yet keeps the car, its use and the cover, and drops every answer about a person', () => {
    const { widget, stores } = purchaseWidget();
    stores.proposal.getState().load(
      unsaved((p) => {
        p.risk.proposer.date_of_birth = '1988-03-14';
        p.risk.vehicle.kept_postcode = 'LS6 2AB';
      }),
    );
    expireSession(widget);
    const { draft, resume, access } = stores.proposal.getState();
    expect(resume).toEqual({ reference: null, kept: true });
    expect(access).toBeNull();
    expect(draft.risk.vehicle).toMatchObject({ registration: 'AB12CDE', manufacturer: 'Ford', cover_type: 'C', class_of_use: 'SDPC' });
    expect(draft.risk.vehicle.kept_postcode).toBeNull();
    expect(draft.risk).toMatchObject({ total_mileage: 8000, voluntary_excess: 250, previous_insurance: { ncd: { years: 6 } } });
    expect(draft.risk.duqs).toMatchObject({ vehicle_night_location: '3', vehicle_owner: '1' });
    expect(draft.risk.duqs.marital_status_proposer).toBeNull();
    expect(draft.risk.proposer.name.surname).toBeNull();
    expect(draft.risk.proposer.driver_details.licence.type).toBeNull();
    expectNothingPersonal(storedText());
    expect(storedText()).toContain('AB12CDE');
  });

  it('an untouched form leaves nothing to come back to', () => {
    const { widget, stores } = purchaseWidget();
    expireSession(widget);
    expect(stores.proposal.getState().resume).toBeNull();
  });
});

describe('the sale', () => {
  function bought() {
    const fake = purchaseWidget();
    const paid = proposal((p) => (p.is_purchased = true));
    fake.api.getProposal.mockResolvedValue(paid);
    fake.api.deviceRisk.mockResolvedValue(true);
    fake.api.saveDeviceRiskCheck.mockResolvedValue({ result: 'allow' });
    fake.api.acceptQuote.mockResolvedValue({ ...paid, is_accepted: true });
    fake.api.generatePortalLink.mockResolvedValue('https://portal.example/x');
    fake.stores.proposal.getState().load(paid);
    fake.stores.proposal.getState().setAccess(UUID, TOKEN);
    return fake;
  }

  it('asks for the portal link with the token, then deletes the draft and the token, keeping only the receipt', async () => {
    const { widget, api, stores } = bought();
    vi.advanceTimersByTime(1000);
    expect(storedText()).toContain('amelia@example.com');
    const outcome = await finishPurchase(widget, UUID);
    expect(outcome).toEqual({
      kind: 'confirmed',
      receipt: { uuid: UUID, reference: 'MQ-000123', startDate: '2030-06-07', sourceOfBusiness: 'Website' },
      email: 'amelia@example.com',
      // In memory only, for her copy of the demands and needs on this page.
      proposal: expect.objectContaining({ uuid: UUID }),
      portalUrl: 'https://portal.example/x',
    });
    expect(api.generatePortalLink.mock.invocationCallOrder[0]).toBeGreaterThan(api.acceptQuote.mock.invocationCallOrder[0]!);
    expect(stores.proposal.getState().access).toBeNull();
    expectNothingPersonal(JSON.stringify(stores.proposal.getState().draft));
    // Written at once, not after a pause: a reload or a look at storage a moment later finds nothing.
    expectNothingPersonal(storedText());
    expect(storedText()).toContain('MQ-000123');
  });

  it('a reload shows the confirmation again from the receipt, asking the API nothing', async () => {
    const { widget, api } = bought();
    await finishPurchase(widget, UUID);
    api.getProposal.mockClear();
    await expect(finishPurchase(widget, UUID)).resolves.toMatchObject({
      kind: 'confirmed',
      receipt: { reference: 'MQ-000123' },
      email: null,
      proposal: null,
      portalUrl: null,
    });
    expect(api.getProposal).not.toHaveBeenCalled();
  });

  it('a token the API ended lands on Retrieve a Quote, not on the technical-issue screen', async () => {
    const { widget, api } = bought();
    api.getProposal.mockRejectedValue(apiError(401, 'token_revoked'));
    await expect(finishPurchase(widget, UUID)).resolves.toEqual({ kind: 'route', to: '/quote/recall?reason=revoked' });
  });
});

describe('a dead token on any screen', () => {
  it('goes to Retrieve a Quote with the reason: expired or revoked', () => {
    expect(routeForFailure(apiError(401, 'token_expired'))).toBe('/quote/recall?reason=expired');
    expect(routeForFailure(apiError(401, 'token_revoked'))).toBe('/quote/recall?reason=revoked');
    expect(routeForFailure(apiError(401, 'unauthorized'))).toBe('/quote/recall?reason=locked');
  });
});
