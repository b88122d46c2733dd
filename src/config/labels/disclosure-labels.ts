// What the customer is told before she pays (docs/configuration.md#what-the-customer-is-told-before-she-pays):
// the demands-and-needs statement, the firm's disclosures, cancelling, complaints, privacy and renewal.
// The demo's wording: an insurer replaces any of it with config.labels.
export const DISCLOSURE_LABELS = {
  'needs.title': 'Your demands and needs',
  'needs.intro': 'From your answers, you asked for:',
  'needs.cover': '{cover} cover',
  'needs.drivers': 'Cover for {drivers} to drive the car',
  'needs.and': 'and',
  'needs.use': 'Use of the car: {use}',
  'needs.chosen': 'These extras: {extras}',
  'needs.chosenNone': 'No optional extras',
  'needs.declined': 'Not these extras, which you declined: {extras}',
  'needs.breakdown': 'breakdown cover',
  'needs.excess': 'An excess of {total}: {compulsory} compulsory and {voluntary} voluntary',
  'needs.annual': 'To pay for the year in one payment',
  'needs.monthly': 'To pay monthly by Direct Debit',
  'needs.meets': 'This policy meets those demands and needs.',
  'needs.noAdvice': 'We have not given you advice or a personal recommendation: you chose this policy from the information we gave you.',
  'needs.keep': 'Keep a copy of your demands and needs',
  'needs.inEmail': 'Your demands and needs statement is in your confirmation e-mail.',
  'buy.title': 'Before you buy',
  'buy.firmTitle': 'Who you are buying from',
  'firm.register': 'Check us on the FCA register',
  'buy.cancelTitle': 'Cancelling',
  'buy.cancel': 'You can cancel within {days} days of buying or of receiving your documents, whichever is later, without giving a reason.',
  'buy.cancelFee': 'We refund what you paid, keeping only the cost of the days you were covered and a fee of {fee}.',
  'buy.cancelNoFee': 'We refund what you paid, keeping only the cost of the days you were covered.',
  'buy.complaintsTitle': 'Complaints',
  'buy.complaints':
    'If you are unhappy, tell us on {phone} or at {email}. If we cannot settle your complaint, you can refer it to the Financial Ombudsman Service free of charge.',
  'buy.privacyTitle': 'Your data',
  'buy.privacy':
    'We use your answers to quote for, sell and run your policy. We check them with credit reference and fraud prevention agencies, and keep them for {retention}.',
  'doc.privacy': 'Privacy notice',
  'doc.complaints': 'How to complain',
  'doc.accessibility': 'Accessibility',
  'payment.before': 'You can cancel within {days} days.',
  // The short first layer of the privacy notice, above the first question (docs/product/regulation.md#privacy-when-her-answers-are-collected);
  // the full notice (brand.documents.privacyNotice) has the detail.
  'privacy.title': 'Your details and the checks we make',
  'privacy.checks':
    'To quote, we check your answers with credit reference and fraud prevention agencies, the insurance claims and motor insurance databases (CUE and MID) and the DVLA. A captcha service and a check of your device help stop fraud.',
  'privacy.auto':
    'Your price, and whether we can quote, are decided automatically from your answers. You can ask for a person to review a decision: call us on {phone}.',
  'privacy.others':
    'If you give us details of other people, such as named drivers, including their health or convictions, tell them and show them this notice.',
  'privacy.keep': 'We keep your details for {retention}.',
  'privacy.full': 'Read our full privacy notice',
  'summary.renewal.stop': 'You can turn automatic renewal off at any time: call us on {phone}, e-mail {email} or use your online account.',
} as const;
