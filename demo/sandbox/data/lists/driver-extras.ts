import { toOptions } from '../list-option';

export const VEHICLE_ACCESS = toOptions([
  ['OWN', 'I own another car'],
  ['OWNVAN', 'I own a van'],
  ['OWNBIKE', 'I own a motorcycle'],
  ['COMPANY', 'Company car'],
  ['NAMED', "Named driver on someone else's car policy"],
  ['NAMEDFAMILY', "Named driver on a family member's car policy"],
  ['FLEET', 'Named on a company fleet policy'],
  ['CARCLUB', 'Car club or car share membership'],
  ['HIRE', 'Regular hire or courtesy car'],
]);

export const MOTORING_ORGANISATION = toOptions([
  ['AA', 'The AA'],
  ['RAC', 'RAC'],
  ['GF', 'Green Flag'],
  ['LVBR', 'LV= Britannia Rescue'],
  ['START', 'Start Rescue'],
  ['ETA', 'Environmental Transport Association (ETA)'],
  ['IAM', 'IAM RoadSmart'],
  ['ROSPA', 'RoSPA Advanced Drivers and Riders'],
  ['CAMC', 'The Caravan and Motorhome Club'],
  ['CCC', 'The Camping and Caravanning Club'],
  ['RESCUE', 'Rescue My Car'],
  ['MFR', "Manufacturer's assistance scheme"],
  ['OTHER', 'Other'],
]);
