// The way back after a session expired or a quote's access ended (docs/security.md#data-that-ends-with-the-sale).
export const SESSION_DATA_LABELS = {
  'expired.bodySaved':
    'For your security, your session timed out after a period of inactivity and your details have been removed from this device. Your quote {reference} is saved: enter your postcode and date of birth to open it again.',
  'expired.retrieveSaved': 'Retrieve your quote',
  'expired.bodyKept':
    'For your security, your session timed out after a period of inactivity and your personal details have been removed from this device. We’ve kept your answers about the car and your cover, so you only need to enter your own details again.',
  'expired.continueKept': 'Continue your quote',
  'recall.expiredTitle': 'We closed your quote to keep your details safe',
  'recall.expired': 'It hadn’t been used for a while. To open it again, enter its reference, your postcode and your date of birth.',
  'recall.revokedTitle': 'Your quote was opened somewhere else',
  'recall.revoked':
    'It was retrieved in another window or on another device, or the policy has been bought. To open it here, enter its reference, your postcode and your date of birth. If you’ve bought it, your welcome email has a link to your customer portal.',
} as const;
