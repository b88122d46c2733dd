/** The text of the "your quote" e-mail the sandbox puts in its outbox. */
import type { SavedProposal } from '../../../src/api/contract/proposal';
import { exampleLines, statusText } from './email-words';

const pounds = (amount: number): string => `£${amount.toFixed(2)}`;

export function quoteEmail(
  proposal: SavedProposal & { quote: NonNullable<SavedProposal['quote']> },
  origin: string,
): { subject: string; body: string } {
  const { quote, risk } = proposal;
  const name = risk.proposer.name;
  const greeting = name.title && name.surname ? `Dear ${name.title} ${name.surname},` : 'Hello,';
  const car = [risk.vehicle.manufacturer, risk.vehicle.model ?? risk.vehicle.description].filter(Boolean).join(' ');
  const monthly =
    quote.monthly_payment === null
      ? ''
      : `\nOr pay monthly: a deposit of ${pounds(quote.monthly_deposit ?? 0)} today by card, then ${quote.monthly_installments} payments of ${pounds(quote.monthly_payment)} by Direct Debit.`;
  return {
    subject: `Your car insurance quote ${quote.reference}`,
    body: [
      greeting,
      '',
      `Thank you for your quote${car ? ` for your ${car}` : ''}.`,
      `Your quote reference is ${quote.reference}.`,
      `Total price: ${pounds(quote.premium)} including Insurance Premium Tax.${monthly}`,
      ...exampleLines(quote),
      '',
      statusText(),
      '',
      `To pick up where you left off, retrieve your quote at ${origin}/#/quote/recall with your reference, postcode and date of birth.`,
    ].join('\n'),
  };
}
