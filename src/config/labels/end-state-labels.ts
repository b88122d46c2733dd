// Copy of the end-state screens, with SPEC.md's exact wording as the default.
export const END_STATE_LABELS = {
  'declined.title': 'Sorry, we can’t give you a quote',
  'declined.body': 'We are unable to provide a quotation at the moment, please try again later.',
  'siraDeclined.title': 'We can’t complete your purchase',
  'siraDeclined.body': 'We are unable to proceed with your purchase at present, please get in touch.',
  'siraDeclined.emailLead': 'Email our customer services team at',
  'siraDeclined.contact': 'Contact Us',
  'failed.title': 'Your payment has been unsuccessful',
  'failed.body': 'No money has been taken. You can try again, or call us on {phone} and we’ll help you complete your purchase.',
  'failed.home': 'Return to Homepage',
  'failed.retry': 'Return to payment page and try again',
  'expired.title': 'Your session has expired',
  'expired.body': 'For your security, your session timed out after a period of inactivity. Your answers on this device have been cleared.',
  // The page opened without this widget ending a session (a bookmark, Back): nothing was cleared.
  'expired.bodyDirect':
    'For your security, sessions time out after a period of inactivity. You can start a new quote, or retrieve a quote you have saved.',
  'notFound.title': 'Page not found',
  'notFound.body': 'We couldn’t find the page you asked for:',
  'exception.title': 'We’re experiencing a technical issue',
  'exception.body': 'Sorry, something went wrong on our side. Please start again, or call us on {phone}.',
  'instalmentsDeclined.title': 'Your credit application has been declined',
  'instalmentsDeclined.body':
    'We can’t offer you monthly payments this time. You can still buy your policy by paying for the year in full.',
  'instalmentsDeclined.payInFull': 'Pay in full',
} as const;
