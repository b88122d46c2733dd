// Step 5 'Using the car'.
export const USING_THE_CAR_LABELS = {
  'q.classOfUse': 'What will you use the car for?',
  'q.classOfUseHint': 'Commuting means driving to a regular place of work or study.',
  'q.totalMileage': 'Total miles a year',
  'q.totalMileageHint': 'Your best estimate of the miles the car will do in a year, by every driver and for every use.',
  'q.businessMileage': 'Business miles a year',
  'q.businessMileageHint': 'Of the total, the miles driven for work, not counting commuting.',
  'q.nightLocation': 'Where is the car kept overnight?',
  'q.keptAtHome': 'Is it kept overnight at your home postcode?',
  'q.keptPostcode': 'Postcode where it is kept overnight',
  'q.nightUse': 'Is the car used overnight?',
  'q.nightUseHint': 'Between 10pm and 6am.',
  'q.dayLocation': 'Where is the car kept during the day?',
} as const;
