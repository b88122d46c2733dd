import { describe, expect, it, vi } from 'vitest';
import { listsOfStep, prefetchFirstStepLists, prefetchStepLists } from '../../../../src/details-form/flows/prefetch-lists';
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

describe('a list whose early fetch failed', () => {
  it('stays failed when its field mounts, and is fetched again by Try again', async () => {
    const fetchList = vi.fn(async (_name: string) => {
      throw new Error('network');
    });
    const lists = createListsStore(fetchList);
    prefetchFirstStepLists({ stores: { lists } } as never);
    await vi.waitFor(() => expect(lists.getState().lists.person_title?.status).toBe('failed'));
    // The field mounting (useOptions) does not ask again: the customer sees the failure and its Try again.
    lists.getState().ensure('person_title', false);
    expect(fetchList).toHaveBeenCalledTimes(2);
    // Try again does.
    lists.getState().ensure('person_title');
    expect(fetchList).toHaveBeenCalledTimes(3);
  });
});

describe('a step’s option lists, asked for as the step opens', () => {
  it('include those of questions an answer reveals: Your Details asks for the job lists before she is Employed', () => {
    const fetchList = vi.fn(async (_name: string) => ({ options: [] }));
    const lists = createListsStore(fetchList);
    prefetchStepLists({ stores: { lists } } as never, 3);
    expect(fetchList.mock.calls.map(([name]) => name)).toEqual(expect.arrayContaining(['occupation_role', 'occupation_industry']));
    // Opening the step again asks for nothing more.
    prefetchStepLists({ stores: { lists } } as never, 3);
    expect(fetchList).toHaveBeenCalledTimes(listsOfStep(3).length);
  });

  it('leave a list that failed to its field’s Try again', async () => {
    const fetchList = vi.fn(async (_name: string) => {
      throw new Error('network');
    });
    const lists = createListsStore(fetchList);
    prefetchStepLists({ stores: { lists } } as never, 1);
    await vi.waitFor(() => expect(lists.getState().lists.person_title?.status).toBe('failed'));
    prefetchStepLists({ stores: { lists } } as never, 1);
    expect(fetchList).toHaveBeenCalledTimes(2);
  });
});
