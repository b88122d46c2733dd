import { describe, expect, it } from 'vitest';
import { emptyAdditionalDriver } from '../../../src/contract/additional-driver';
import { DEFAULT_LABELS } from '../../../src/config/labels';
import { createUiText } from '../../../src/config/ui-text';
import { demandsNeeds, demandsNeedsText } from '../../../src/view/demands-needs';
import { quotedProposal } from '../../support/addons-proposal';

const { t } = createUiText(DEFAULT_LABELS, { name: 'Juniper', phone: '0330 123 4567', email: 'help@juniper.example' });
const USE = 'Social, domestic and pleasure, including commuting';

// Legal protection chosen, key cover declined, enhanced personal accident not yet answered, no breakdown tier: Tom Hart drives too.
const twoDrivers = (monthly: boolean) =>
  quotedProposal((p) => {
    for (const a of p.addons) if (a.code !== 'PA') a.is_selected = a.code === 'LE' ? true : a.code === 'KEY' ? false : null;
    const tom = emptyAdditionalDriver();
    tom.name = { ...tom.name, forenames: 'Tom', surname: 'Hart' };
    p.risk.additional_drivers = [tom];
    p.is_pay_monthly = monthly;
  });

describe('demands and needs', () => {
  it('is written from her answers: cover, both drivers, use, extras chosen and declined, excess, paying in full', () => {
    const statement = demandsNeeds(twoDrivers(false), t, USE);
    expect(statement.intro).toBe('From your answers, you asked for:');
    expect(statement.needs).toEqual([
      'Comprehensive cover',
      'Cover for Amelia Hart and Tom Hart to drive the car',
      `Use of the car: ${USE}`,
      'These extras: Personal Accident Cover and Motor Legal Protection',
      'Not these extras, which you declined: Key Cover and breakdown cover',
      'An excess of £500.00: £250.00 compulsory and £250.00 voluntary',
      'To pay for the year in one payment',
    ]);
    expect(statement.meets).toBe('This policy meets those demands and needs.');
    expect(statement.noAdvice).toMatch(/not given you advice or a personal recommendation/);
  });

  it('says monthly by Direct Debit for a monthly payer, and names a chosen breakdown tier', () => {
    const proposal = twoDrivers(true);
    for (const a of proposal.addons) if (a.code === 'SAB5') a.is_selected = true;
    const { needs } = demandsNeeds(proposal, t, null);
    expect(needs).toContain('To pay monthly by Direct Debit');
    expect(needs).not.toContain('To pay for the year in one payment');
    expect(needs).toContain('These extras: Personal Accident Cover, Motor Legal Protection and European breakdown cover');
    expect(needs).toContain('Not these extras, which you declined: Key Cover');
    // No list name for the use of the car: that line is left out rather than shown blank.
    expect(needs.some((need) => need.startsWith('Use of the car'))).toBe(false);
  });

  it('says paying in one payment when monthly was chosen but the quote offers no plan', () => {
    const proposal = twoDrivers(true);
    proposal.quote.monthly_payment = null;
    proposal.quote.monthly_installments = null;
    const { needs } = demandsNeeds(proposal, t, null);
    expect(needs).toContain('To pay for the year in one payment');
    expect(needs).not.toContain('To pay monthly by Direct Debit');
  });

  it('takes the brand’s own wording, and reads as plain text for an e-mail', () => {
    const branded = createUiText({ ...DEFAULT_LABELS, 'needs.meets': 'Our policy fits what you told us.' });
    const statement = demandsNeeds(twoDrivers(false), branded.t, USE);
    expect(statement.meets).toBe('Our policy fits what you told us.');
    const text = demandsNeedsText(statement, 'Your demands and needs');
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Your demands and needs',
      '',
      'From your answers, you asked for:',
      '- Comprehensive cover',
    ]);
    expect(text).toContain('\nOur policy fits what you told us.\n');
  });
});
