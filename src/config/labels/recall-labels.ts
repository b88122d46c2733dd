// Retrieve a Quote, the partner deep link and session expiry: coming back to a quote.
export const RECALL_LABELS = {
  'recall.title': 'Retrieve a Quote',
  'recall.intro': 'Enter the details you gave us and we’ll open your saved quote.',
  'recall.reference': 'Quote reference',
  'recall.referenceHint': 'It’s in your quote email, for example MQ-7KQ4-2P9D',
  'recall.postcode': 'Postcode',
  'recall.postcodeHint': 'The postcode of your home address',
  'recall.dob': 'Date of birth',
  'recall.submit': 'Retrieve my quote',
  'recall.errorSummary': 'There is a problem',
  'recall.notFoundTitle': 'We couldn’t find your quote',
  'recall.notFound':
    'We’re sorry but we couldn’t find a quote matching those details, please try again. If you keep seeing this message, please call us on {phone} and we’ll continue your quote over the phone',
  'recall.tryAgain': 'Try again',
  'recall.invalidLinkTitle': 'We couldn’t open your quote from that link',
  'recall.invalidLink': 'The link you followed was missing some details. Enter them below to retrieve your quote.',
  'recall.lockedTitle': 'Confirm it’s your quote',
  'recall.locked':
    'To keep your details safe, a saved quote opens only where it was made. To open it here, enter its reference, your postcode and your date of birth.',
  'recall.rateLimitedTitle': 'Too many attempts',
  'recall.rateLimited':
    'For your security we’ve paused quote retrieval for these details. Please try again in {minutes} minutes, or call us on {phone} and we’ll continue your quote over the phone.',
  'recall.boughtTitle': 'This policy is already bought',
  'recall.bought':
    'A bought policy can’t be opened or changed here. To see it, get its documents or make a change, sign in to your online account.',
  'deepLink.title': 'Please wait',
  'deepLink.message': 'Recalling quote...',
  'session.warningTitle': 'Are you still there?',
  'session.warning': 'For your security, we’ll clear your answers on this device if you don’t do anything for a while.',
  'session.remaining': 'Time left: {time}',
  'session.stay': 'Continue my quote',
} as const;
