import { toOptions } from '../list-option';

export const FUEL_TYPE = toOptions([
  ['P', 'Petrol'],
  ['D', 'Diesel'],
  ['E', 'Electric'],
  ['H', 'Hybrid (petrol/electric)'],
  ['HD', 'Hybrid (diesel/electric)'],
  ['PH', 'Plug-in hybrid (petrol/electric)'],
  ['L', 'LPG'],
  ['B', 'Bi-fuel (petrol/LPG)'],
]);

export const TRANSMISSION = toOptions([
  ['M', 'Manual'],
  ['A', 'Automatic'],
]);

/** What a registration look-up answers when the data supplier has no body style for the car. */
export const BLANK_BODY_STYLE = 'BLANK';

export const BODY_STYLE = toOptions([
  ['HB', 'Hatchback'],
  ['SAL', 'Saloon'],
  ['EST', 'Estate'],
  ['SUV', 'SUV / 4x4'],
  ['MPV', 'MPV / people carrier'],
  ['CPE', 'Coupe'],
  ['CNV', 'Convertible'],
  ['RDS', 'Roadster'],
  ['PU', 'Pick-up'],
  ['CC', 'Coupe cabriolet'],
  ['LIM', 'Limousine'],
  ['CAM', 'Motorhome / campervan'],
  [BLANK_BODY_STYLE, 'Not known'],
]);
