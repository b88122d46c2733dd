// Step 7 'Additional Drivers': the list and the driver form modal.
export const ADDITIONAL_DRIVERS_LABELS = {
  'q.hasAdditionalDrivers': 'Would you like to add another driver?',
  'q.hasAdditionalDriversHint': 'You can name up to 4 other people who will drive the car.',
  'q.drivers': 'Drivers',
  'driver.add': 'Add a driver',
  'driver.title': 'Add a driver',
  'driver.editTitle': 'Change {name}’s details',
  'driver.unnamed': 'Driver {number}',
  'driver.save': 'Save driver',
  'driver.part': '(part {part} of {parts})',
  'driver.limit': 'You have added the most drivers we can cover ({max}).',
  'q.relationship': 'Relationship to you',
  'heading.driverAbout': 'About them',
  'heading.driverDriving': 'Their driving',
  // Why each question is asked (the question's id after 'why.'), shown under it as "Why we ask this".
  'why.relationship': 'It helps insurers understand who drives the car and how, so it can change the price.',
  // Its questions' validation messages (the question's id after 'error.').
  'error.relationship': 'Select their relationship to you',
  'error.hasDrivers': 'Select yes if you would like to add another driver',
  'error.driversEmpty': 'Add a driver, or answer No',
  'error.driversMax': 'You can add up to {max} drivers',
} as const;
