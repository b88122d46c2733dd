import * as v from 'valibot';
import type { Address } from '../../../contract/address';
import { msg, type Message } from '../../../config/label-message';
import { ruleMessage } from '../../../domain/validation/rule-message';
import { isPlainText } from '../../../contract/plain-text';
import { isValidPostcode } from '../../../domain/postcode';
import { isBlank } from '../../../domain/validation/required';

/** The fields of an address the proposer types when the look-up cannot help. */
export type AddressField = 'line_1' | 'line_3' | 'postcode';

/** An address not yet chosen or typed: nothing on it at all. */
export const isEmptyAddress = (address: Partial<Address> | null | undefined) => !address || Object.values(address).every(isBlank);

/**
 * docs/product/validation.md#postcode's postcode rule (address-list or EDIT variant): a chosen address, or one typed by hand
 * with its first line, town and a real postcode. Messages per typed field, first one first.
 */
export function addressErrors(address: Partial<Address> | null | undefined): Partial<Record<AddressField, Message>> {
  const errors: Partial<Record<AddressField, Message>> = {};
  // Plain text, as the API takes it (docs/security.md): no line breaks or right-to-left marks.
  if (isBlank(address?.line_1)) errors.line_1 = msg('error.addressLine1');
  else if (!isPlainText(address?.line_1)) errors.line_1 = msg('error.plainText');
  if (isBlank(address?.line_3)) errors.line_3 = msg('error.addressTown');
  else if (!isPlainText(address?.line_3)) errors.line_3 = msg('error.plainText');
  if (isBlank(address?.postcode)) errors.postcode = msg('error.enterPostcode');
  else if (!isValidPostcode(address?.postcode)) errors.postcode = msg('error.postcode');
  return errors;
}

const firstError = (address: unknown): Message | null => {
  const typed = address as Partial<Address> | null;
  if (isEmptyAddress(typed)) return msg('error.address');
  return Object.values(addressErrors(typed))[0] ?? null;
};

/** The address question's rule: the first thing missing, worded for the field it belongs to. */
export const addressRule = () =>
  v.pipe(
    v.unknown(),
    v.check(
      (address) => firstError(address) === null,
      ruleMessage((issue: v.CheckIssue<unknown>) => firstError(issue.input) ?? ''),
    ),
  );
