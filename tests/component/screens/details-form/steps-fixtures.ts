import type { FakeRoutes } from '../../support/fake-fetch';
import { FORM_ROUTES } from './fixtures';

const list = (name: string, options: [string, string][]) => () => ({
  list: { name: `insurer.${name}`, options: options.map(([value, label]) => ({ value, name: label })) },
});
const street = (n: number) => ({
  line_1: `${n} Park Lane`,
  line_2: 'Headingley',
  line_3: 'Leeds',
  line_4: 'West Yorkshire',
  line_5: '',
  postcode: 'LS6 2AB',
});

/** Steps 1 and 2's answers plus the lists and look-ups of steps 3 to 7, answered like the sandbox. */
export const STEP_ROUTES: FakeRoutes = {
  ...FORM_ROUTES,
  'GET /api/address': ({ url }) => ({ addresses: url.searchParams.get('postcode') === 'LS62AB' ? [street(12), street(14)] : [] }),
  'GET /api/list/insurer.motor_claim': list('motor_claim', [
    ['AF', 'Accident - my fault'],
    ['W', 'Windscreen or glass damage'],
  ]),
  'GET /api/list/insurer.duq_relationship_to_proposer_driver': list('duq_relationship_to_proposer_driver', [
    ['S', 'Spouse'],
    ['F', 'Friend'],
  ]),
  'GET /api/list/insurer.occupation_status': list('occupation_status', [
    ['Employed', 'Employed'],
    ['Retired', 'Retired'],
    ['FTEdu', 'In full-time education'],
  ]),
  'GET /api/list/insurer.driving_license_type': list('driving_license_type', [
    ['F', 'Full UK'],
    ['<No Licence>', 'No licence'],
  ]),
};
