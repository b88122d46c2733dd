// Save and come back later (docs/product/transitions.md#saved-answers): the dialog, the link's identity check, a spent link.
export const SAVE_LATER_LABELS = {
  'save.button': 'Save and come back later',
  'save.title': 'Save your answers',
  'save.intro': 'We’ll email you a link to carry on from here, on any device. It works once, within {days} days.',
  'save.identity': 'When you come back we’ll ask for your date of birth and postcode, to check it’s you.',
  'save.send': 'Email me a link',
  'save.sentTitle': 'Your answers are saved',
  'save.sent': 'Check your email for the link. It works once, within {days} days.',
  'save.failed': 'We couldn’t save your answers just now. Please try again.',
  'save.limited': 'We’ve already emailed this address a few times. Please try again in {minutes} minutes.',
  'save.expired': 'You can still save the answers you gave: we’ll email a link to the address you gave us.',
  'resume.title': 'Open your saved answers',
  'resume.intro': 'To check it’s you, enter your postcode and date of birth.',
  'resume.submit': 'Open my answers',
  'resume.noMatch': 'Those details don’t match the ones saved with your answers. Check them and try again.',
  'recall.linkExpiredTitle': 'That link has been used or has expired',
  'recall.linkExpired': 'A link to saved answers works once. If your quote was priced, retrieve it here, or start a new quote.',
} as const;
