import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BrandSchema } from '../../../../src/config/brand-schema';
import { documentsShown } from '../../../../src/flows/purchase/documents-shown';

const { documents } = v.parse(BrandSchema, {});

describe('documentsShown', () => {
  it('lists the car policy’s documents and each offered add-on’s own IPID and wording, never the car’s for an add-on', () => {
    expect(documentsShown(documents, [{ code: 'LE' }, { code: 'SAB2' }])).toEqual([
      '/sandbox/documents/ipid.html',
      '/sandbox/documents/policy-wording.html',
      '/sandbox/documents/administration-services-contract.html',
      '/sandbox/documents/terms-and-conditions.html',
      '/sandbox/documents/ipid/LE',
      '/sandbox/documents/wording/LE',
      '/sandbox/documents/ipid/SAB2',
      '/sandbox/documents/wording/SAB2',
    ]);
  });
});
