import { toOptions } from '../list-option';

/** duq_vehicle_owner_short value meaning the proposer owns the car (set when they are the keeper). */
export const PROPOSER_OWNER = '1';

export const VEHICLE_OWNER = toOptions([
  [PROPOSER_OWNER, 'Me (the proposer)'],
  ['2', 'My spouse or civil partner'],
  ['3', 'My partner (living together)'],
  ['4', 'My parent'],
  ['5', 'Another family member'],
  ['6', 'My employer or company'],
  ['7', 'Leasing or contract hire company'],
  ['8', 'Finance company (hire purchase)'],
  ['9', 'A privately owned vehicle of someone else'],
  ['10', 'Car club or society'],
]);

export const KEPT_NIGHT = toOptions([
  ['1', 'Locked garage'],
  ['2', 'Unlocked garage'],
  ['3', 'Driveway'],
  ['4', 'Private property (not a driveway)'],
  ['5', 'Carport'],
  ['6', 'Street outside home'],
  ['7', 'Street away from home'],
  ['8', "Residents' car park"],
  ['9', 'Secure car park'],
  ['10', 'Public car park'],
  ['11', 'Locked compound'],
  ['12', 'Open land'],
]);

export const NIGHT_USAGE = toOptions([
  ['N', 'No, never'],
  ['O', 'Occasionally'],
  ['R', 'Regularly'],
  ['S', 'Yes, for shift work'],
]);

export const DAYTIME_LOCATION = toOptions([
  ['1', 'At home on a driveway or in a garage'],
  ['2', 'At home on the street'],
  ['3', 'Workplace car park'],
  ['4', 'Secure workplace car park'],
  ['5', 'Street near work'],
  ['6', 'Public car park'],
  ['7', 'Station car park'],
  ['8', 'School, college or university car park'],
  ['9', 'Hospital car park'],
  ['10', 'Retail or supermarket car park'],
  ['11', 'Moves around during the day'],
]);
