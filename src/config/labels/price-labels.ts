// Copy of the price presentation screen. The exact wording of docs/product/screens.md#the-price-screen is the default where it gives one.
export const PRICE_LABELS = {
  'price.title': 'Your car insurance quote',
  'price.loading': 'Loading your quote…',
  'price.updating': 'We are now updating your quote.',
  'price.reference': 'Web reference',

  'price.cardLabel': 'Your price',
  'price.payLegend': 'How would you like to pay?',
  'price.payInFull': 'Pay in full',
  'price.payInFullHint': '{amount} once, for the year',
  'price.payMonthly': 'Pay monthly',
  'price.payMonthlyHint': '{amount} a month by Direct Debit',
  'price.monthlyUnavailable': 'Monthly payments are not available for this quote.',
  'price.annualLead': 'Your price for the year',
  'price.monthlyLead': 'Your monthly payment',
  'price.perYear': 'a year',
  'price.perMonth': 'a month',
  'price.includesIpt': 'Includes Insurance Premium Tax.',
  // What is taken today and how, as the card page and the Direct Debit screen say it (src/domain/journey.ts).
  'price.monthlySummary':
    'Deposit of {deposit} today by card, then {count} monthly payments of {payment} by Direct Debit. Total amount payable {total}.',
  'price.monthlySummaryInitial':
    'First payment of {initial} today by card, then {count} monthly payments of {payment} by Direct Debit. Total amount payable {total}.',
  'price.changed': 'Your price has been updated: {amount} {period}, {difference}.',
  'price.changedNoDifference': 'Your price has been updated: {amount} {period}.',
  'price.differenceLess': '{amount} less than before',
  'price.differenceMore': '{amount} more than before',
  'price.differenceSame': 'the same as before',

  'price.exampleTitle': 'Representative example',
  'price.exampleIntro':
    'Paying monthly is a credit agreement over the initial 12 month term; renewing monthly means a new credit agreement. Figures may vary by a few pence because of rounding.',
  'price.extraCost': 'Paying monthly costs {amount} more than paying in full.',
  'price.creditCheck': 'We will run a credit check before your Direct Debit is set up.',
  'price.ddGuaranteeLink': 'Read the Direct Debit Guarantee',

  'price.coverTitle': 'Your cover',
  'price.coverType': 'Level of cover',
  'price.benefitsTitle': 'Included as standard',
  'price.car': 'Car',
  'price.startsOn': 'Cover starts',
  'price.editDetails': 'Edit details',

  'price.breakdownTitle': 'Price breakdown',
  'price.premium': 'Car insurance premium',
  'price.fee': 'Our arrangement fee',
  'price.addonIncluded': 'Included',
  'price.ipt': 'Insurance Premium Tax (IPT)',
  'price.iptIncluded': 'Included',
  'price.total': 'Total price for the year',

  'price.startTitle': 'Cover start date',
  'price.startCurrent': 'Your cover starts on {date}.',
  'price.startLabel': 'Change your start date',
  'price.startHint': 'Today or within the next 30 days, for example {example}',
  'price.confirmRequote': 'Confirm & requote',
  'price.cancelChange': 'Keep {value}',
  'price.pendingHint': 'Confirm to see your new price. You can’t continue until you do.',

  'price.excessTitle': 'Excesses',
  'price.excessIntro':
    'The excess is the amount you pay towards any claim. Your total excess is the compulsory excess plus any voluntary excess you choose.',
  'price.voluntaryLabel': 'Voluntary excess',
  'price.voluntaryHint': 'A higher voluntary excess usually lowers your price.',
  'price.voluntaryOnlyC': 'You can choose a voluntary excess with comprehensive cover only.',
  'price.excessCaption': 'Your excesses',
  'price.excessPart': 'Excess',
  'price.excessAmount': 'Amount',

  'price.endorsementsTitle': 'Endorsements',
  'price.endorsementsIntro': 'These terms change or limit your cover. Please read them carefully.',
  'price.endorsementsNone': 'There are no endorsements on this quote.',

  'price.ncdTitle': 'No Claims Discount (NCD)',
  'price.ncdYears':
    'You have {years} {unit} of no claims discount. Customers with {years} {unit} had an average discount of {percent}% last year: an average, not your own discount.',
  'price.ncdHeld': 'You have {years} {unit} of no claims discount.',
  'price.ncdNone': 'You have no no claims discount yet. Each claim-free year you are insured earns you one.',
  'price.ncdOffer': 'You can add no claims discount protection to this policy for {amount}.',
  'price.ncdChosen': 'No claims discount protection is in your price: {amount}.',
  'price.ncdNote':
    'Protection does not keep your discount whole or protect your price: after a claim your years step back as the insurer’s table shows, and your premium may still go up.',
  'price.ncdAdd': 'Add NCD protection',
  'price.ncdRemove': 'Remove NCD protection',
  'price.ncdExplainerLink': 'How NCD protection works',
  'price.ncdModalTitle': 'How no claims discount protection works',
  'price.ncdModalIntro':
    'Protecting your no claims discount does not protect the price of your insurance: your premium may still go up after a claim. It limits how much discount you lose if you make claims in one policy year.',
  'price.ncdBandsCaption': 'Average discount by claim-free years, last year',
  'price.ncdBandYears': 'Claim-free years',
  'price.ncdBandPercent': 'Average discount',
  'price.ncdStepIntro': 'After a claim your years of no claims discount step back as the tables show.',
  'price.ncdWithout': 'Years of NCD left after claims in one year, without protection',
  'price.ncdWith': 'Years of NCD left after claims in one year, with protection',
  'price.ncdYearsNow': 'Years now',
  'price.ncdClaims': '{count} {unit}',
  'price.ncdYours': '(yours)',

  'price.regTitle': 'Confirm your registration number',
  'price.regIntro': 'We need your car’s registration number before you can buy this policy.',
  'price.regLabel': 'Registration number',
  'price.regHint': 'For example, AB12 CDE',
  'price.regFind': 'Find car',
  'price.regNotFoundTitle': 'Sorry, we haven’t been able to find your car from the registration number you provided.',
  'price.regNotFoundBody': 'Please enter your car details manually or try re-entering your registration number.',
  'price.regTryAgain': 'Try again',
  'price.regFailed': 'We couldn’t search for your car just now. Please try again in a moment.',
  'price.regFound': 'We found this car',
  'price.regConfirm': 'Confirm',
  'price.regDifferent':
    'The car details are different to the original ones entered on the quote, please re-enter your registration number or click the edit button below to update them on your quote.',
  'price.regReturn': 'Return to edit form',
  'price.regNeeded': 'Confirm your registration number to continue.',

  'price.tpaTitle': 'Third party authority',
  'price.tpaIntro': 'You can name someone we may discuss your policy with, such as your partner or a relative.',
  'price.tpaToggle': 'Name someone to speak to us on your behalf',
  'price.tpaPerson': 'About the person you are naming',
  'price.tpaTitleField': 'Their title',
  'price.tpaForename': 'Their first name',
  'price.tpaSurname': 'Their last name',
  'price.tpaDob': 'Their date of birth',
  'price.tpaDobHint': 'For example, 27/03/1975',
  'price.tpaEmail': 'Their email address',
  'price.tpaPhone': 'Their phone number',
  'price.tpaErrors': 'There is a problem',

  'price.offersTitle': 'Special Offers',
  'price.offersBody':
    'You came to us through {partner}. Any reward or offer promised to you there is honoured on this quote, and the details are confirmed in your policy documents.',
  'price.offersBodyDirect':
    'Any reward or offer promised where you found us is honoured on this quote, and the details are confirmed in your policy documents.',

  'price.back': 'Back',
  'price.continue': 'Continue',
  'price.continueBlocked': 'Confirm or undo your change above before you continue.',

  'price.expiredTitle': 'Your quote start date has expired!',
  'price.expiredBody':
    'Cover can’t start on a day that has already passed, so this quote can’t be bought as it is. You haven’t been charged for it: any payment taken has been refunded in full. Choose today or a later date and we’ll update your price.',
  'price.expiredLabel': 'New start date',
  'price.expiredSubmit': 'Update start date',

  'price.trackerTitle': 'A tracking device is needed for theft cover',
  'price.trackerBody':
    'Your car’s value means theft of the car is only covered if a Thatcham-approved tracking device is fitted, working and subscribed. Without a working tracker, theft cover is excluded.',
  'price.trackerEdit': 'If your car already has a tracker, edit your details to tell us and we will update your price.',
  'price.trackerOk': 'I understand',

  // One withdrawn extra is named (docs/product/screens.md#the-price-screen's case is enhanced personal accident cover); several are listed below the title.
  'price.removedTitleOne': '{addon} is no longer available',
  'price.removedTitle': 'Some of your cover is no longer available',
  'price.removedBody': 'We can no longer offer the following on your quote, so we have removed it and updated your premium:',
  'price.removedOk': 'OK',
} as const;
