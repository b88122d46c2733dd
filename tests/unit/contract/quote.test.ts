import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QuoteSchema } from '../../../src/contract/quote';
import { describeIssues } from '../../../src/api/issues';
import { quoteBody } from '../api/fixtures';

describe('QuoteSchema', () => {
  it('parses a realistic quote', () => {
    const quote = v.parse(QuoteSchema, quoteBody());
    expect(quote.premium).toBe(612.34);
    expect(quote.addons.map((addon) => addon.is_selected)).toEqual([null, false]);
    expect(quote.excesses[0].driver).toBeNull();
  });

  it('turns a numeric-string monthly_total_payable into a number', () => {
    const quote = v.parse(QuoteSchema, quoteBody());
    expect(quote.monthly_total_payable).toBe(123.45);
    expect(quote.metadata.monthly_total_payable_subtotal).toBe(680.1);
  });

  it('keeps a numeric monthly_total_payable and refuses a non-numeric string', () => {
    expect(v.parse(QuoteSchema, { ...quoteBody(), monthly_total_payable: 700 }).monthly_total_payable).toBe(700);
    expect(v.safeParse(QuoteSchema, { ...quoteBody(), monthly_total_payable: 'abc' }).success).toBe(false);
    expect(v.safeParse(QuoteSchema, { ...quoteBody(), monthly_total_payable: '' }).success).toBe(false);
  });

  it('reads endorsement codes as strings whether sent as 41 or "41"', () => {
    const quote = v.parse(QuoteSchema, quoteBody());
    expect(quote.endorsements[0].extra_info).toBe('41');
  });

  it('gives monthly figures null when instalments are not offered', () => {
    const { monthly_payment: _, monthly_total_payable: __, ...annualOnly } = quoteBody();
    const quote = v.parse(QuoteSchema, annualOnly);
    expect(quote.monthly_payment).toBeNull();
    expect(quote.monthly_total_payable).toBeNull();
  });

  it('names the path of a malformed field without quoting the value', () => {
    const result = v.safeParse(QuoteSchema, { ...quoteBody(), premium: 'Jane Doe' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const { fieldPath, detail } = describeIssues(result.issues);
    expect(fieldPath).toBe('premium');
    expect(detail).toBe('premium: expected number');
    expect(detail).not.toContain('Jane');
  });

  it('names nested paths inside arrays', () => {
    const body = quoteBody();
    body.addons[1].premium = null as unknown as number;
    const result = v.safeParse(QuoteSchema, body);
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssues(result.issues).fieldPath).toBe('addons.1.premium');
  });
});
