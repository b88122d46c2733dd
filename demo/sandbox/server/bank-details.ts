/**
 * Bank details are written, never read back in full: the insurer's systems (here the record's
 * sandbox state) keep what pay-monthly received, and every answer shows the account as its last 2
 * digits and the sort code masked, as a bank's own statements and open-banking consents do.
 */
import type { DirectDebit } from '../../../src/contract/direct-debit';

const maskAccount = (value: string): string => {
  const digits = value.replace(/\D/g, '');
  return digits.length <= 2 ? '*'.repeat(digits.length) : `${'*'.repeat(digits.length - 2)}${digits.slice(-2)}`;
};

export function maskedDirectDebit(dd: DirectDebit): DirectDebit {
  return {
    ...dd,
    account_number: dd.account_number === null ? null : maskAccount(dd.account_number),
    sort_code: dd.sort_code === null ? null : '**-**-**',
  };
}
