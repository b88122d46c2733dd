// Copy of the end-state screens, with docs/product/screens.md#end-states' exact wording as the default.
export const END_STATE_LABELS = {
  'declined.title': 'Sorry, we can’t give you a quote',
  // Most often the insurer's rules: 'try again later' would promise a different answer to the same ones.
  'declined.body':
    'We can’t give you a quote online for these answers. Usually this is because they are outside the cover our insurer offers.',
  // A refusal with no next step strands her: say who to call and that other insurers may quote.
  'declined.next':
    'To talk it through, call us on {phone}. Other insurers may be able to quote: try a price-comparison site or an insurance broker.',
  'siraDeclined.title': 'We can’t complete your purchase',
  'siraDeclined.body': 'We are unable to proceed with your purchase at present, please get in touch.',
  'siraDeclined.reference': 'Your web reference is {reference}. Please give it when you get in touch.',
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
  'notFound.next': 'Check the address, or start a new quote or retrieve one you have saved.',
  'exception.title': 'We’re experiencing a technical issue',
  // Her answers so far are kept on this device (the draft survives this screen): saying 'start
  // again' made her think they were lost.
  'exception.body':
    'Sorry, something went wrong on our side. Your answers so far are saved on this device, so you can carry on with your quote, retrieve a saved quote, or call us on {phone}.',
  // After her payment was taken: another try could take it twice, and no policy is confirmed yet.
  'exception.paid':
    'We have your payment, but we could not finish setting up your policy, so your cover is not confirmed yet. Please don’t pay again: we will call you, or you can call us on {phone}.',
  'instalmentsDeclined.title': 'Your credit application has been declined',
  'instalmentsDeclined.body':
    'We can’t offer you monthly payments this time. You can still buy your policy by paying for the year in full, or call us on {phone}.',
  'instalmentsDeclined.payInFull': 'Pay in full',
} as const;
