import { describe, expect, it, vi } from 'vitest';
import { emptyAddress } from '../../../../src/contract/address';
import { findAddresses as findAddressesOf } from '../../../../src/details-form/flows/address-lookup';
import type { Widget } from '../../../../src/widget/widget';
import { inWords } from '../../support/default-words';

// Rules return label messages; these read them in the default words docs/product/README.md#required-wording gives.
const findAddresses: typeof findAddressesOf = (...args) => findAddressesOf(...args).then(inWords);

const withApi = (addressLookup: (postcode: string) => Promise<unknown>) => ({ api: { addressLookup } }) as unknown as Pick<Widget, 'api'>;

describe('address look-up by postcode', () => {
  it('searches without spaces and lists what it finds', async () => {
    const lookup = vi.fn(async () => [{ ...emptyAddress(), line_1: '1 Park Lane', postcode: 'LS6 2AB' }]);
    const result = await findAddresses(withApi(lookup), ' ls6 2ab ');
    expect(lookup).toHaveBeenCalledWith('LS62AB');
    expect(result).toMatchObject({ kind: 'found', addresses: [{ line_1: '1 Park Lane' }] });
  });

  it('sends nothing for a blank or malformed postcode', async () => {
    const lookup = vi.fn();
    expect(await findAddresses(withApi(lookup), '')).toEqual({ kind: 'invalid', message: 'Enter your postcode' });
    expect(await findAddresses(withApi(lookup), 'LS6')).toEqual({ kind: 'invalid', message: 'Enter a real postcode, like SW1A 1AA' });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('no addresses and a failed call both lead to manual entry', async () => {
    expect(
      await findAddresses(
        withApi(async () => []),
        'ZZ1 1ZZ',
      ),
    ).toEqual({ kind: 'none' });
    expect(
      await findAddresses(
        withApi(async () => Promise.reject(new Error('503'))),
        'LS6 2AB',
      ),
    ).toEqual({ kind: 'failed' });
  });
});
