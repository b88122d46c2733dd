import type { FakeRoutes } from '../../support/fake-fetch';

const list = (name: string, options: [string, string][]) => () => ({
  list: { name: `insurer.${name}`, options: options.map(([value, label]) => ({ value, name: label })) },
});

const fiesta = {
  registration: 'AB12CDE',
  abi_code: '32010104',
  manufacturer: 'FORD',
  model: 'FIESTA',
  description: 'FIESTA ZETEC 1.25 5DR',
  year: 2012,
  production_years: '2008-2017',
  engine_size: 1242,
  fuel_type: 'P',
  fuel_type_cdl: null,
  transmission: 'M',
  transmission_cdl: null,
  doors: 5,
  seats: 5,
  body_style: 'HB',
};

/** The option lists and look-ups steps 1 and 2 need, answered like the sandbox. */
export const FORM_ROUTES: FakeRoutes = {
  'GET /api/list/insurer.person_title': list('person_title', [
    ['Mrs', 'Mrs'],
    ['Ms', 'Ms'],
    ['Mr', 'Mr'],
  ]),
  'GET /api/list/insurer.duq_marital_status': list('duq_marital_status', [
    ['M', 'Married'],
    ['S', 'Single'],
  ]),
  'GET /api/list/insurer.vehicle_fuel_type': list('vehicle_fuel_type', [
    ['P', 'Petrol'],
    ['D', 'Diesel'],
  ]),
  'GET /api/list/insurer.vehicle_body_style': list('vehicle_body_style', [
    ['HB', 'Hatchback'],
    ['SA', 'Saloon'],
  ]),
  'GET /api/list/insurer.duq_vehicle_owner_short': list('duq_vehicle_owner_short', [
    ['1', 'Proposer'],
    ['2', 'Spouse'],
  ]),
  'GET /api/list/insurer.duq_vehicle_modification': list('duq_vehicle_modification', [['ALLOY', 'Alloy wheels']]),
  'GET /api/vehicle/search': ({ url }) => {
    const reg = url.searchParams.get('registration');
    if (reg === 'AB12CDE') return { vehicles: [fiesta] };
    if (reg === 'MS12SNG') return { vehicles: [{ ...fiesta, registration: 'MS12SNG', seats: 0, body_style: 'BLANK' }] };
    return { vehicles: [] };
  },
  'GET /api/vehicle/manual': ({ url }) => {
    const given = [...url.searchParams.keys()];
    const next = ['manufacturer', 'model', 'fuel_type', 'year', 'transmission', 'doors'][given.length];
    const choices: Record<string, [string, string][]> = {
      manufacturer: [['FORD', 'Ford']],
      model: [['FIESTA', 'Fiesta']],
      fuel_type: [['P', 'Petrol']],
      year: [['2012', '2012']],
      transmission: [['M', 'Manual']],
      doors: [['5', '5 doors']],
    };
    if (!next)
      return {
        options: {},
        vehicles: [
          {
            abi_code: '32010104',
            manufacturer: 'FORD',
            model: 'FIESTA',
            description: 'FIESTA ZETEC 1.25 5DR',
            fuel_type: 'P',
            engine_size: 1242,
            doors: 5,
            seats: 5,
            body_style: 'HB',
            transmission: 'M',
            year_min: 2008,
            year_max: 2017,
          },
        ],
      };
    return { options: { [next]: choices[next].map(([value, name]) => ({ value, name })) } };
  },
};
