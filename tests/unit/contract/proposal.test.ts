import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyProposal, ProposalSchema, SavedProposalSchema } from '../../../src/contract/proposal';
import { proposalBody } from '../api/fixtures';

describe('ProposalSchema', () => {
  it('parses a realistic saved proposal and fills what was not sent', () => {
    const proposal = v.parse(SavedProposalSchema, proposalBody());
    expect(proposal.risk.proposer.name.surname).toBe('Doe');
    expect(proposal.risk.proposer.address.line_3).toBeNull();
    expect(proposal.risk.proposer.driver_details.claims[0].own_damage_cost).toBe(1200.5);
    expect(proposal.risk.additional_drivers[0].driver_details.claims).toEqual([]);
    expect(proposal.risk.vehicle.purchased.date_purchased).toBe('2019-04-01');
    expect(proposal.quote?.monthly_total_payable).toBe(123.45);
    expect(proposal.is_purchased).toBe(false);
  });

  it('accepts the legacy string voluntary excess as a number', () => {
    expect(v.parse(ProposalSchema, proposalBody()).risk.voluntary_excess).toBe(100);
  });

  it('lets numbered duqs answers through and refuses unknown duqs keys', () => {
    const proposal = v.parse(ProposalSchema, proposalBody());
    expect(proposal.risk.duqs.marital_status_driver_1).toBe('M');
    expect(proposal.risk.duqs.vehicle_modification_1).toBe('ALLOYS');
    const typo = proposalBody();
    (typo.risk.duqs as Record<string, unknown>).marital_status_driver1 = 'M';
    expect(v.safeParse(ProposalSchema, typo).success).toBe(false);
    const eleventh = proposalBody();
    (eleventh.risk.duqs as Record<string, unknown>).vehicle_modification_11 = 'X';
    expect(v.safeParse(ProposalSchema, eleventh).success).toBe(false);
  });

  it('refuses dates that are not YYYY-MM-DD or not on the calendar', () => {
    for (const date of ['15/06/1985', '1985-6-15', '1985-02-30']) {
      const body = proposalBody();
      body.risk.proposer.date_of_birth = date;
      expect(v.safeParse(ProposalSchema, body).success, date).toBe(false);
    }
  });

  it('requires the uuid only once the proposal is saved', () => {
    const { uuid: _, ...draft } = proposalBody();
    expect(v.safeParse(ProposalSchema, draft).success).toBe(true);
    expect(v.safeParse(SavedProposalSchema, draft).success).toBe(false);
  });

  it('refuses a cover type other than C, TPFT or TPO', () => {
    const body = proposalBody();
    body.risk.vehicle.cover_type = 'FULL';
    expect(v.safeParse(ProposalSchema, body).success).toBe(false);
  });
});

describe('emptyProposal', () => {
  it('starts a draft from the documented defaults', () => {
    const draft = emptyProposal();
    expect(draft.uuid).toBeNull();
    expect(draft.is_pay_monthly).toBe(false);
    expect(draft.addons).toEqual([]);
    expect(draft.direct_debit.collection_day).toBe('1');
    expect(draft.direct_debit.third_party).toBeNull();
    expect(draft.risk.voluntary_excess).toBe(0);
    expect(draft.risk.additional_drivers).toEqual([]);
    expect(draft.risk.proposer.driver_details.claims).toEqual([]);
    expect(draft.risk.proposer.driver_details.licence.convictions).toEqual([]);
    expect(draft.risk.proposer.driver_details.driver_type).toBe('proposer');
    expect(draft.risk.vehicle.modifications).toEqual([]);
    expect(draft.risk.proposer.name.title).toBeNull();
    expect(draft.risk.previous_insurance).toBeNull();
    expect(draft.quote).toBeNull();
  });

  it('gives a fresh object each time and round-trips through the schema', () => {
    const first = emptyProposal();
    first.risk.additional_drivers.push(v.parse(ProposalSchema, proposalBody()).risk.additional_drivers[0]);
    expect(emptyProposal().risk.additional_drivers).toEqual([]);
    expect(v.parse(ProposalSchema, emptyProposal())).toEqual(emptyProposal());
  });
});
