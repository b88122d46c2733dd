import { toOptions } from '../list-option';

export const MOTOR_CLAIM = toOptions([
  ['AF', 'Accident - my fault'],
  ['AN', 'Accident - not my fault'],
  ['AP', 'Accident - fault shared'],
  ['PK', 'Hit while parked'],
  ['HR', 'Hit and run'],
  ['ANI', 'Collision with an animal'],
  ['T', 'Theft of the car'],
  ['TA', 'Attempted theft'],
  ['TF', 'Theft from the car'],
  ['KT', 'Theft of keys'],
  ['F', 'Fire'],
  ['V', 'Vandalism or malicious damage'],
  ['W', 'Windscreen or glass damage'],
  ['S', 'Storm damage'],
  ['FL', 'Flood damage'],
  ['FO', 'Fallen object (e.g. tree)'],
  ['PI', 'Personal injury only'],
  ['TP', 'Third party damage only'],
  ['MF', 'Misfuelling'],
  ['O', 'Other'],
]);
