// Ways back to a saved quote: Retrieve from the first screen, the quote e-mail from the price screen; the copy before she pays from the summary.
export const WAYS_BACK_LABELS = {
  'ways.haveQuote': 'Already have a quote?',
  'ways.save': 'Save or email this quote',
  'ways.sent': 'We’ve emailed this quote to {email}. Your quote reference is',
  'ways.comeBack': 'To come back to it, choose Retrieve your quote and enter your quote reference, postcode and date of birth.',
  'ways.failed': 'We couldn’t send the email. Please try again.',
  // A copy before she pays, on the summary (docs/product/regulation.md#a-copy-before-she-pays).
  'ways.copy': 'Email me these documents before I pay',
  'ways.copySent':
    'We’ve emailed your demands and needs statement and your policy documents to {email}. You have not bought the policy yet.',
  'ways.copyLimited': 'We’ve already emailed these documents a few times. Please try again in {minutes} minutes.',
} as const;
