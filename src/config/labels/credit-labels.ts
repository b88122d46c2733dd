// Paying monthly is a loan (docs/product/regulation.md#paying-monthly-is-credit): the explanations on the
// Direct Debit screen before she applies, and the credit agreement she signs. The full terms are the
// lender's documents, which the API serves; these are the points the screens say themselves.
export const CREDIT_LABELS = {
  'credit.title': 'Paying monthly is a loan',
  'credit.intro': 'Your monthly plan is a loan from our premium finance lender. Read what it means before you apply.',
  'credit.missed':
    'If you miss a payment, the lender may charge a fee and tell credit reference agencies. If payments stay missed, your policy can be cancelled.',
  'credit.cancel': 'Cancelling your policy does not end the loan: you still owe what is left.',
  'credit.withdraw':
    'You can withdraw from the loan within 14 days of signing it, by phone or e-mail to the lender, then repay the credit and interest for the days you had it within 30 days.',
  'credit.information': 'Pre-contract credit information',
  'credit.keep': 'Save or print it to keep.',
  'agreement.title': 'Sign your credit agreement',
  'agreement.intro': 'Read the key terms of your loan, then sign it before you pay the deposit.',
  'agreement.document': 'Your credit agreement',
  'agreement.name': 'Your full name',
  'agreement.nameHint': 'As on your quote. Typing it is your signature.',
  'agreement.agree': 'I agree to the credit agreement',
  'agreement.legal':
    'This is a credit agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.',
  'agreement.sign': 'Sign and continue to payment',
  'agreement.failedTitle': 'Your agreement hasn’t been signed',
  'agreement.failed': 'Please try again, or call us on {phone}.',
  'error.agreement.name': 'Enter your full name',
  'error.agreement.nameMatch': 'Enter your full name as it is on your quote',
  'error.agreement.agree': 'Tick ‘I agree to the credit agreement’ to sign it',
} as const;
