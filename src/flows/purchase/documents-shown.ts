import type { Addon } from '../../contract/addon';
import type { Settings } from '../../widget/widget';

type Documents = Settings['brand']['documents'];

/**
 * The documents linked to her before she paid (docs/product/regulation.md#product-documents): the
 * car policy's (price and summary screens) and each offered add-on's own (its card or breakdown
 * row). Accept sends them so the insurer records the version of each one she saw.
 */
export function documentsShown(documents: Documents, addons: readonly Pick<Addon, 'code'>[]): string[] {
  const products = addons.flatMap(({ code }) => {
    const own = documents.products[code];
    return own ? [own.ipid, own.wording] : [];
  });
  return [documents.ipid, documents.policyWording, documents.administrationContract, documents.terms, ...products];
}
