// Ways back to a saved quote (issue 32): Retrieve from the first screen, the quote e-mail from the price screen.
export const WAYS_BACK_LABELS = {
  'ways.haveQuote': 'Already have a quote?',
  'ways.save': 'Save or email this quote',
  'ways.sent': 'We’ve emailed this quote to {email}. Your quote reference is',
  'ways.comeBack': 'To come back to it, choose Retrieve your quote and enter your quote reference, postcode and date of birth.',
  'ways.failed': 'We couldn’t send the email. Please try again.',
} as const;
