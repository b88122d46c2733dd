// When someone else holds the account (docs/product/regulation.md#when-someone-else-holds-the-account): what the
// customer is told on the Direct Debit screen and while the holder signs, and the holder's own page,
// opened from the link mailed to them. "You" on the holder's page is the holder.
export const HOLDER_LABELS = {
  'holder.email': 'Their email address',
  'holder.emailHint': 'We email them a link to agree and sign. They can open it on any phone or computer.',
  'holder.mustSignTitle': 'The account holder must agree and sign',
  'holder.mustSign':
    'The account is not yours, so its holder must read how their credit file is searched, agree to the Direct Debit and sign it themselves. Your policy is bought only once they have signed.',
  'holder.creditTitle': 'We’ll run a credit check on the account holder',
  'holder.credit':
    'Paying monthly is a credit agreement. When the account holder agrees, a hard search will appear on their credit file and may affect their credit score. Payment data is shared with the credit reference agency, and missed payments will be reflected in their credit score.',
  'holder.serviceUser': 'The Direct Debit is paid to {serviceUser}, the name on the account holder’s bank statement.',
  'holderWait.title': 'Now the account holder signs',
  'holderWait.intro':
    '{name} holds the account. Before we take your deposit and buy your policy, they must agree to the credit search and the Direct Debit, and sign, themselves.',
  'holderWait.send': 'Email them the link',
  'holderWait.sendAgain': 'Email the link again',
  'holderWait.sent': 'We emailed a link to {email}. It works once, until {date}. Ask them to open it, read it and sign.',
  'holderWait.check': 'They’ve signed, check again',
  'holderWait.notYetTitle': 'Not signed yet',
  'holderWait.notYet': 'The account holder hasn’t signed yet. When they have, check again.',
  'holderWait.failed': 'Please try again, or call us on {phone}.',
  'holderWait.failedTitle': 'We couldn’t email the link',
  'holderPage.title': 'Agree to a Direct Debit from your account',
  'holderPage.intro': '{customer} wants to pay for car insurance monthly from your account. Read this, then sign if you agree.',
  'holderPage.mandate': 'The Direct Debit',
  'holderPage.agreement': 'The credit agreement',
  'holderPage.nameHint': 'Typing it is your signature.',
  'holderPage.agree': 'I agree to the credit search, and I instruct my bank to pay these Direct Debits',
  'holderPage.sign': 'Sign',
  'holderPage.doneTitle': 'Thank you, you’ve signed',
  'holderPage.done': '{customer} can now finish buying their policy. You can close this page.',
  'holderPage.goneTitle': 'This link no longer works',
  'holderPage.gone': 'It has been used or has expired. Ask the person who sent it to send you a new one.',
  'error.dd.holderEmail': 'Enter the account holder’s email address',
  'error.holder.nameMatch': 'Enter your full name as it was given to us',
  'error.holder.agree': 'Tick the box to agree and sign',
} as const;
