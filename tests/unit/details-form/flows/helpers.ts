import { createDetailsFormStore } from '../../../../src/details-form/model/form-store';
import { createProposalStore } from '../../../../src/store/proposal/proposal-store';
import type { Widget } from '../../../../src/widget/widget';

// node has no sessionStorage: a Map-backed one stands in for the browser's.
const memory = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
    clear: () => memory.clear(),
  },
});

/** The stores a details-form flow works on, fresh for each test. */
export function freshStores(): Pick<Widget, 'stores'> {
  memory.clear();
  const stores = {
    proposal: createProposalStore({ storageKey: 'p', sourceOfBusiness: 'Website' }),
    detailsForm: createDetailsFormStore('f'),
  };
  return { stores } as Pick<Widget, 'stores'>;
}
