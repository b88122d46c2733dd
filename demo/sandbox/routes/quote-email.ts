/** The text of the "your quote" e-mail the sandbox puts in its outbox. */
import type { SavedProposal } from '../../../src/contract/proposal';
import { carName, mailText } from './mail-text';
import { exampleLines, statusText } from './email-words';

const pounds = (amount: number): string => `£${amount.toFixed(2)}`;

export function quoteEmail(
  proposal: SavedProposal & { quote: NonNullable<SavedProposal['quote']> },
  origin: string,
): { subject: string; body: string } {
  const { quote, risk } = proposal;
  const name = risk.proposer.name;
  // Her words plain and without links; the car as its vehicle record names it (mail-text.ts).
  const title = mailText(name.title ?? '');
  const surname = mailText(name.surname ?? '');
  const greeting = title && surname ? `Dear ${title} ${surname},` : 'Hello,';
  const car = carName(risk.vehicle);
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
