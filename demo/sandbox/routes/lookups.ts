/** Reference lists, address look-up and vehicle look-ups, all served from demo/sandbox/data. */
import { LIST_NAMES, LIST_PREFIX, type ListName } from '../../../src/contract/lists';
import { addressesFor } from '../data/addresses';
import { LISTS } from '../data/lists';
import { findByRegistration, manualSearch, type ManualSearchQuery } from '../data/vehicle-search';
import type { EndpointHandlers } from '../server/endpoint';
import { invalid, notFound } from '../server/errors';
import { own } from '../server/own';

/** The data set names the person-title list 'title'; the contract calls it 'person_title'. */
const DATA_ALIASES: Partial<Record<ListName, string>> = { person_title: 'title' };

const optionsOf = (name: ListName) => own(LISTS, name) ?? own(LISTS, DATA_ALIASES[name] ?? '') ?? [];

const listOf = (name: ListName) => ({ name: `${LIST_PREFIX}${name}`, options: optionsOf(name) });

const isListName = (name: string): name is ListName => (LIST_NAMES as readonly string[]).includes(name);

const manualQuery = (query: Record<string, string | null>): ManualSearchQuery => query;

export const lookupHandlers: EndpointHandlers = {
  listAll: async () => ({ list: LIST_NAMES.map(listOf) }),

  listOne: async ({ params }) => {
    if (!isListName(params.name)) throw notFound(`No list insurer.${params.name}`);
    return { list: listOf(params.name) };
  },

  addressLookup: async ({ query }) => {
    const addresses = addressesFor(query.postcode);
    if (addresses === null) throw invalid([{ path: 'postcode', message: 'expected a UK postcode' }]);
    return { addresses };
  },

  vehicleSearch: async ({ query }) => findByRegistration(query.registration),
  vehicleRegistrationLookup: async ({ body }) => findByRegistration(body.registration),
  manualVehicleSearch: async ({ query }) => manualSearch(manualQuery(query)),
  vehicleLookup: async ({ body }) => manualSearch(manualQuery(body)),
};
