// "Why we ask this" under the questions whose reason is not obvious or that change the price or the
// cover, the reminder to take reasonable care (docs/product/regulation.md#her-answers-and-misrepresentation:
// only a careless, reckless or deliberate wrong answer has consequences), and the sidebar's line for customers who need more
// support. Short and plain: a why is what the answer is used for, in a sentence or two. Worded for
// any driver, as the driver form asks the same questions of each additional driver.
export const CARE_LABELS = {
  'ui.whyWeAsk': 'Why we ask this',
  'form.takeCare':
    'Please take reasonable care to answer every question accurately and fully. If an answer is wrong because it was given carelessly, recklessly or on purpose, a claim may be refused or paid in part, or the policy cancelled or its terms changed.',
  'summary.final.takeCare':
    'Before you tick, check your answers. If one is wrong because it was given carelessly, recklessly or on purpose, a claim may be refused or paid in part, or the policy cancelled or its terms changed.',
  'why.dateOfBirth': 'Age changes the chance of a claim, so it changes the price. With the name, it also confirms who is insured.',
  'why.maritalStatus': 'Insurers find it makes a small difference to the chance of a claim, so it can change the price.',
  'why.ukBorn': 'How long someone has lived in the UK can change the price, so if not, we ask since when.',
  'why.smoker': 'Some insurers find it makes a small difference to the chance of a claim, so it can change the price.',
  'why.education': 'Insurers find it makes a small difference to the chance of a claim, so it can change the price.',
  'why.mobile': 'We only use it about this quote and your policy, for example if there is a problem with your payment.',
  'why.employmentStatus': 'It helps insurers estimate how much and when the car is driven, so it can change the price.',
  'why.jobTitle': 'A driver’s job helps insurers estimate how and when the car is used, so it can change the price.',
  'why.industry': 'The same job can mean different driving in different industries. Choose the closest match.',
  'why.insuranceRefused': 'A refusal or special terms elsewhere can change the price or whether cover is offered.',
  'why.nonMotoringConviction': 'Unspent convictions can change the price or whether cover is offered. Spent ones need not be declared.',
  'why.claims':
    'Past claims help insurers judge the chance of another, so they change the price. Leaving one out can mean a claim is not paid.',
  'why.convictions': 'Motoring offences change the price. Leaving one out can mean a claim is not paid.',
  'why.medical': 'Drivers must tell the DVLA about some conditions. Insurers ask so the cover is valid; it can change the price.',
  'why.modified':
    'Changes can alter the risk of theft or an accident and the cost of repairs. Leaving one out can mean a claim is not paid.',
  'why.keeper': 'The keeper is usually the car’s main user. If someone else keeps it, it can change the price or the cover.',
  'why.owner': 'Who owns the car, for example a finance company, can change the price or the cover.',
  'why.nightLocation': 'Where the car is kept at night changes the risk of theft and damage, so it can change the price.',
  'why.keptAtHome': 'The postcode where the car is kept changes the risk of theft and damage, so it can change the price.',
  'why.dayLocation': 'Where the car is parked in the day changes the risk of theft and damage, so it can change the price.',
  'why.classOfUse': 'Cover is only for the uses you choose. Driving for business without business use can mean a claim is not paid.',
  'why.totalMileage': 'More miles mean more chance of a claim. Give an honest estimate: too low can reduce a claim payment.',
  'why.businessMileage': 'Driving for work carries a different risk from private driving, so it changes the price.',
  'why.previousInsurance': 'Insurance in your own name shows experience and can lower the price. Insurers may ask for proof.',
  'why.ncdYears': 'Each claim-free year lowers the price. Insurers may ask for proof.',
  'why.ncdProtected':
    'It tells us how your discount was kept on your last policy. A protected discount still steps back after a claim, by the insurer’s table. You can choose protection for this policy with your price.',
  'why.relationship': 'It helps insurers understand who drives the car and how, so it can change the price.',
  'why.voluntaryExcess': 'A higher excess lowers the price, but you pay more if you claim. Choose an amount you could afford.',
  'sidebar.supportTitle': 'Need more support?',
  'sidebar.support':
    'If a health condition, a bereavement or difficulty reading or using this form makes things harder, or you need large print, braille or another format, call {phone} or email {email}.',
  'sidebar.accessibility': 'Accessibility statement',
} as const;
