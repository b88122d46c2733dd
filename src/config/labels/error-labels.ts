// Validation messages shared by many fields (formats, names, dates), the general fallback and the list-item prefixes.
export const ERROR_LABELS = {
  'error.checkAnswer': 'Check this answer',
  // The age limit, said as one (a date of birth 121 years ago is a real date, just too early).
  'error.dobMaxAge': 'Date of birth must be within the last {age} years',
  'error.dobReal': 'Date of birth must be a real date, like 27/03/1990',
  'error.email': 'Enter an email address in the correct format, like name@example.com',
  'error.plainText': 'Remove the line break or hidden formatting character from this answer',
  'error.phone': 'Enter a telephone number, like 01632 960 001 or +44 808 157 0192',
  'error.mobile': 'Enter a UK mobile number, like 07700 900 982 or +44 7700 900 982',
  'error.postcode': 'Enter a real postcode, like SW1A 1AA',
  'error.enterPostcode': 'Enter your postcode',
  'error.firstNameLength': 'First name must be {max} characters or fewer',
  'error.firstNameLetters': 'First name must only include letters, spaces, hyphens and apostrophes',
  'error.lastNameLength': 'Last name must be {max} characters or fewer',
  'error.lastNameLetters': 'Last name must only include letters, spaces, hyphens and apostrophes',
  'error.amountFrom1': 'Enter an amount of £1 or more',
  'error.startDateWindow': 'The start date must be today or within the next 30 days',
  'error.claimItem': 'Claim {number}: {message}',
  'error.convictionItem': 'Conviction {number}: {message}',
  'error.driverItem': '{driver}: {message}',
} as const;
