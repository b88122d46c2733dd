import type { Address } from '../../contract/address';
import { msg, type FieldMessage } from '../../config/label-message';
import { isValidPostcode, postcodeForLookup } from '../../domain/postcode';
import type { Widget } from '../../widget/widget';

export type AddressLookup =
  { kind: 'found'; addresses: Address[] } | { kind: 'none' } | { kind: 'failed' } | { kind: 'invalid'; message: FieldMessage };

/**
 * docs/product/api.md#the-calls: the address look-up by postcode, spaces removed. Nothing found and a failed call both
 * lead to manual entry; a failure is only logged (the API client logs it), never shown as an error.
 */
export async function findAddresses({ api }: Pick<Widget, 'api'>, postcode: string): Promise<AddressLookup> {
  if (!postcode.trim()) return { kind: 'invalid', message: msg('error.enterPostcode') };
  if (!isValidPostcode(postcode)) return { kind: 'invalid', message: msg('error.postcode') };
  try {
    const addresses = await api.addressLookup(postcodeForLookup(postcode));
    return addresses.length ? { kind: 'found', addresses } : { kind: 'none' };
  } catch {
    return { kind: 'failed' };
  }
}
