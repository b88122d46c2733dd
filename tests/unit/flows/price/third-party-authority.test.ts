import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tpaErrors as tpaErrorsOf } from '../../../../src/flows/price/third-party-authority';
import { inWords } from '../../support/default-words';

// Rules return label messages; these read them in the default words docs/product/README.md#required-wording gives.
const tpaErrors: typeof tpaErrorsOf = (...args) => inWords(tpaErrorsOf(...args));

const complete = {
  has_third_party_authority: true,
  tpa_title: 'Mrs',
  tpa_forename: 'Ann',
  tpa_surname: 'O’Neil-Hart',
  tpa_date_of_birth: '1960-02-29',
  tpa_email: 'ann@example.com',
  tpa_phone: '+447700900456',
};

beforeEach(() => vi.setSystemTime(new Date('2026-06-15T10:00:00')));
afterEach(() => vi.useRealTimers());

describe('tpaErrors', () => {
  it('asks nothing while the toggle is off or unanswered', () => {
    expect(tpaErrors({ ...complete, has_third_party_authority: false, tpa_email: 'x' })).toEqual({});
    expect(tpaErrors({ ...complete, has_third_party_authority: null, tpa_forename: null })).toEqual({});
  });

  it('accepts a complete, valid authority', () => {
    expect(tpaErrors(complete)).toEqual({});
  });

  it('checks names, e-mail and phone formats', () => {
    expect(tpaErrors({ ...complete, tpa_forename: 'Ann2', tpa_email: 'ann.example.com', tpa_phone: '12345' })).toEqual({
      tpa_forename: 'First name must only include letters, spaces, hyphens and apostrophes',
      tpa_email: 'Enter an email address in the correct format, like name@example.com',
      tpa_phone: 'Enter a telephone number, like 01632 960 001 or +44 808 157 0192',
    });
  });

  it('needs a real date of birth at least 17 years ago (the latest selectable day is exactly 17 years back)', () => {
    const seventeen = dayjs('2026-06-15').subtract(17, 'year');
    expect(tpaErrors({ ...complete, tpa_date_of_birth: seventeen.format('YYYY-MM-DD') })).toEqual({});
    expect(tpaErrors({ ...complete, tpa_date_of_birth: seventeen.add(1, 'day').format('YYYY-MM-DD') })).toEqual({
      tpa_date_of_birth: 'They must be 17 or over',
    });
    // A date typed so far that is not real is held as raw text; the draft has null.
    expect(tpaErrors({ ...complete, tpa_date_of_birth: null }, { 'risk.userfields.tpa_date_of_birth': '31/02/1980' })).toEqual({
      tpa_date_of_birth: 'Date of birth must be a real date, like 27/03/1990',
    });
  });
});
