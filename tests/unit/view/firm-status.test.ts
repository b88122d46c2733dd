import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BrandSchema } from '../../../src/config/brand-schema';
import { DEFAULT_LABELS } from '../../../src/config/labels';
import { messageText } from '../../../src/config/message-text';
import { creditStatus, firmStatus } from '../../../src/view/firm-status';

/** The brand as the widget reads it, from the host's brand config. */
const brand = (input: Record<string, unknown>) => v.parse(BrandSchema, input);
const words = (build: typeof firmStatus, input: Record<string, unknown>) =>
  build(brand(input))
    .map((message) => messageText(DEFAULT_LABELS, message))
    .join(' ');

const FIRM = { legalName: 'Northgate Motor Ltd', address: '1 High Street, Leeds', frn: '123456', commission: false, fee: 0 };
const INSURER = { name: 'Ins Ltd', address: '1 Road, Leeds', frn: '202020' };

describe('the firm’s status, written from config', () => {
  it('names a PRA-authorised insurer with its regulators, and a broker acting for her with one insurer', () => {
    expect(words(firmStatus, { firm: { ...FIRM, status: 'broker' }, insurer: { ...INSURER, regulator: 'pra' } })).toBe(
      'Your insurer is Ins Ltd, 1 Road, Leeds, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, firm reference number 202020. ' +
        'Northgate Motor Ltd, 1 High Street, Leeds, arranges your policy as an insurance broker acting for you. It is authorised and regulated by the Financial Conduct Authority, firm reference number 123456. ' +
        'It offers policies from one insurer only: Ins Ltd.',
    );
  });

  it('says an FCA-authorised insurer is authorised and regulated by the FCA alone', () => {
    expect(words(firmStatus, { firm: { ...FIRM, status: 'insurer' }, insurer: { ...INSURER, regulator: 'fca' } })).toBe(
      'Your insurer is Ins Ltd, 1 Road, Leeds, authorised and regulated by the Financial Conduct Authority, firm reference number 202020.',
    );
  });

  it('says an agent acts for the insurer, not for her, and names a panel by its size', () => {
    const text = words(firmStatus, { firm: { ...FIRM, status: 'agent', scope: 4 }, insurer: INSURER });
    expect(text).toContain('arranges your policy as an intermediary acting for the insurer, not for you.');
    expect(text).toContain('It offers policies from a panel of 4 insurers.');
    expect(text).not.toContain('one insurer only');
  });

  it('names an appointed representative’s principal and its firm reference number', () => {
    const text = words(firmStatus, {
      firm: { ...FIRM, status: 'representative', principal: { name: 'Principal Ltd', frn: '654321' } },
      insurer: INSURER,
    });
    expect(text).toContain(
      'Northgate Motor Ltd, 1 High Street, Leeds, arranges your policy as an appointed representative of Principal Ltd, which is authorised and regulated by the Financial Conduct Authority, firm reference number 654321.',
    );
  });

  it('says how the firm is paid: commission, and a fee in pounds', () => {
    const text = words(firmStatus, { firm: { ...FIRM, status: 'broker', commission: true, fee: 35 }, insurer: INSURER });
    expect(text).toContain('It is paid commission by the insurer. It charges an arrangement fee of £35.00, included in your price.');
    expect(words(firmStatus, { firm: { ...FIRM, status: 'broker' }, insurer: INSURER })).not.toMatch(/commission|fee/);
  });
});

describe('the firm’s part in the credit', () => {
  const CREDIT = { lender: 'Lend Ltd', lenderAddress: '2 Road, Leeds' };
  it('names the lender, and a credit broker paid commission by it', () => {
    expect(words(creditStatus, { firm: FIRM, credit: { ...CREDIT, broker: true, commission: true } })).toBe(
      'Paying monthly is a loan from Lend Ltd, 2 Road, Leeds. Northgate Motor Ltd acts as a credit broker, not a lender, and introduces you to Lend Ltd. Lend Ltd pays Northgate Motor Ltd commission for the introduction.',
    );
  });

  it('names the lender alone when the firm is not a broker and is paid nothing', () => {
    expect(words(creditStatus, { firm: FIRM, credit: { ...CREDIT, broker: false, commission: false } })).toBe(
      'Paying monthly is a loan from Lend Ltd, 2 Road, Leeds.',
    );
  });
});
