// Who insures her and in what capacity the firm sells, and its part in the credit of paying monthly
// (docs/product/regulation.md#who-insures-her-and-in-what-capacity-we-sell, #paying-monthly-is-credit):
// sentences src/view/firm-status.ts chooses from brand config. {insurer} and {serviceUser} are
// filled everywhere from brand.insurer.name and brand.credit.serviceUser.
export const STATUS_LABELS = {
  underwrittenBy: 'Underwritten by {insurer}.',
  'status.pra':
    'Your insurer is {insurer}, {insurerAddress}, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, firm reference number {insurerFrn}.',
  'status.fca':
    'Your insurer is {insurer}, {insurerAddress}, authorised and regulated by the Financial Conduct Authority, firm reference number {insurerFrn}.',
  'status.broker':
    '{legalName}, {address}, arranges your policy as an insurance broker acting for you. It is authorised and regulated by the Financial Conduct Authority, firm reference number {frn}.',
  'status.agent':
    '{legalName}, {address}, arranges your policy as an intermediary acting for the insurer, not for you. It is authorised and regulated by the Financial Conduct Authority, firm reference number {frn}.',
  'status.representative':
    '{legalName}, {address}, arranges your policy as an appointed representative of {principal}, which is authorised and regulated by the Financial Conduct Authority, firm reference number {principalFrn}.',
  'status.single': 'It offers policies from one insurer only: {insurer}.',
  'status.panel': 'It offers policies from a panel of {count} insurers.',
  'status.commission': 'It is paid commission by the insurer.',
  'status.fee': 'It charges an arrangement fee of {fee}, included in your price.',
  'credit.lender': 'Paying monthly is a loan from {lender}, {lenderAddress}.',
  'credit.broker': '{legalName} acts as a credit broker, not a lender, and introduces you to {lender}.',
  'credit.commission': '{lender} pays {legalName} commission for the introduction.',
  'instalments.serviceUser': 'Your Direct Debit is paid to {serviceUser}, the name on your bank statement.',
  'instalmentsDeclined.agency':
    'To decide, {lender} searched your file at a credit reference agency: {name}, {address}, {contact}. You can ask them for a copy of your file.',
} as const;
