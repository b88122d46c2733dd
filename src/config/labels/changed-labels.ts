// The quote changed under the customer (docs/api-team.md#versions): another window saved first,
// or the price moved while she was paying.
export const CHANGED_LABELS = {
  'changed.elsewhere.title': 'Your quote was changed in another window',
  'changed.elsewhere.body':
    'Your quote is open in more than one window or tab, and it was changed in another one, so we didn’t save this change. We’ve loaded the latest version. What you typed on this page is still here: check it, then try again.',
  'changed.price.title': 'The price changed while you were paying',
  'changed.price.body':
    'Your quote was changed in another window while the payment page was open, so the price is different now. Nothing has been taken from your card. The new amount is shown below: pay it if you’re happy to go ahead.',
  'changed.what': 'What is different now: {answers}.',
  'changed.newPrice': 'Your price is now {amount}.',
  'changed.newMonthly': 'Your monthly payment is now {amount}.',
} as const;
