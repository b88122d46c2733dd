/** After payment: the device-risk fingerprint and its verdict, and the customer portal link. */
import type { EndpointHandlers } from '../server/endpoint';
import { conflict, invalid } from '../server/errors';
import { changeRecord, loadRecord } from '../server/proposals';

/** The sandbox device-risk script's fingerprints start with this; anything else is an unknown device. */
export const SANDBOX_BLACKBOX_PREFIX = 'sandbox-bb.';

export const afterSaleHandlers: EndpointHandlers = {
  deviceRisk: async ({ params, body, services }) => {
    const received = body.blackbox.trim().length > 0;
    // Every write to the proposal is versioned (docs/api-team.md#versions): this unversioned call
    // records only the insurer's own fingerprint note and never touches the proposal. The body's
    // consent_to_auto_renew is ignored: she gave it with the versioned payment-option and confirm
    // calls. An accepted proposal is refused before this (access-tokens.ts, sale_closed).
    await changeRecord(services, params.uuid, ({ sandbox }) => {
      sandbox.device_risk = {
        at: services.now(),
        blackbox_length: body.blackbox.length,
        checked: false,
        known: body.blackbox.startsWith(SANDBOX_BLACKBOX_PREFIX),
      };
    });
    return { success: received };
  },

  saveDeviceRiskCheck: async ({ params, services }) => {
    let result: 'allow' | 'review' = 'review';
    await changeRecord(services, params.uuid, ({ proposal, sandbox }) => {
      // No fingerprint, or one the provider does not recognise, goes to a person rather than being refused.
      result = sandbox.device_risk?.known ? 'allow' : 'review';
      if (sandbox.device_risk) sandbox.device_risk.checked = true;
      proposal.risk.userfields = { ...proposal.risk.userfields, iovachek: result };
    });
    return { data: { result } };
  },

  generatePortalLink: async ({ params, query, services, origin }) => {
    if (query.uuid !== params.uuid) throw invalid([{ path: 'uuid', message: 'expected the uuid of the path' }]);
    const { proposal } = await loadRecord(services, params.uuid);
    if (!proposal.is_accepted || !proposal.quote) throw conflict('not_accepted', 'The portal opens once the policy is bought');
    return { portal_url: `${origin}/sandbox/portal?token=${services.portalLinks.issue(proposal.uuid)}` };
  },
};
