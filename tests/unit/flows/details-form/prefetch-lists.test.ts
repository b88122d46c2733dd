import { describe, expect, it, vi } from 'vitest';
import { listsOfStep, prefetchFirstStepLists } from '../../../../src/flows/details-form/prefetch-lists';
import { createListsStore } from '../../../../src/store/lists-store';

describe('the first step’s option lists, asked for as the widget mounts', () => {
  it('are every list step 1’s questions choose from, each asked for once', () => {
    const fetchList = vi.fn(async (_name: string) => ({ options: [{ value: 'Mrs', name: 'Mrs' }] }));
    const lists = createListsStore(fetchList);
    prefetchFirstStepLists({ stores: { lists } } as never);
    // The step's own fields then find them in flight: asking again fetches nothing more.
    for (const name of listsOfStep(1)) lists.getState().ensure(name);
    expect(fetchList.mock.calls.map(([name]) => name).sort()).toEqual(['duq_marital_status', 'person_title']);
  });
});
