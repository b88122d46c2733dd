import { describe, expect, it } from 'vitest';
import { proposal } from '../../support/proposal';
import { createProposal } from './flow';
import { call, useSandbox } from './harness';

const app = useSandbox();

describe('the sandbox keeps the host’s attribution with the proposal', () => {
  it('stores the campaign and partner click reference it was created with, and answers them', async () => {
    const uuid = await createProposal(
      app.base,
      proposal((d) => (d.attribution = { campaign: 'spring-2027', partner_click_ref: 'CLK-8842' })),
    );
    const res = await call(app.base, 'GET', `/api/proposal/${uuid}`);
    expect(res.json.data.proposal.attribution).toEqual({ campaign: 'spring-2027', partner_click_ref: 'CLK-8842' });
  });

  it('refuses a value with a right-to-left control, naming the field, as it does every text', async () => {
    const res = await call(
      app.base,
      'POST',
      '/api/proposal',
      proposal((d) => (d.attribution = { campaign: 'spring\u202e7202', partner_click_ref: null })),
    );
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.json)).toContain('attribution.campaign');
  });
});
