/**
 * The "your policy is bought" e-mail the sandbox puts in its outbox when a quote is accepted: the
 * reference, the cover start, who insures her and in what capacity the firm sells, the representative example when she pays monthly, and the demands-and-needs statement in the widget's own words
 * (src/view/demands-needs.ts with the default labels and the demo brand), so she keeps a copy.
 */
import type { SavedProposal } from '../../../src/contract/proposal';
import { CANCELLATION_DAYS } from '../../../src/domain/disclosures';
import { demandsNeeds, demandsNeedsText } from '../../../src/view/demands-needs';
import { LISTS } from '../data/lists';
import { exampleLines, statusText, t } from './email-words';
import { mailText } from './mail-text';

type Name = SavedProposal['risk']['proposer']['name'];
/** Her names as an e-mail may show them: plain, without links (mail-text.ts). */
const mailName = (name: Name): Name =>
  name && { ...name, title: mailText(name.title ?? ''), forenames: mailText(name.forenames ?? ''), surname: mailText(name.surname ?? '') };

/** The greeting and the demands-and-needs statement with her names as an e-mail may show them. */
export function mailStatement(proposal: SavedProposal): { greeting: string; statement: string } {
  const risk = {
    ...proposal.risk,
    proposer: { ...proposal.risk.proposer, name: mailName(proposal.risk.proposer.name) },
    additional_drivers: proposal.risk.additional_drivers.map((driver) => ({ ...driver, name: mailName(driver.name) })),
  };
  const name = risk.proposer.name;
  const use = LISTS.pc_class_of_use?.find((option) => option.value === risk.vehicle.class_of_use)?.name ?? null;
  return {
    greeting: name.title && name.surname ? `Dear ${name.title} ${name.surname},` : 'Hello,',
    statement: demandsNeedsText(demandsNeeds({ ...proposal, risk }, t, use), t('needs.title')),
  };
}

export function confirmationEmail(proposal: SavedProposal & { quote: NonNullable<SavedProposal['quote']> }): {
  subject: string;
  body: string;
} {
  const { quote, risk } = proposal;
  const { greeting, statement } = mailStatement(proposal);
  return {
    subject: `Your car insurance policy ${quote.reference}`,
    body: [
      greeting,
      '',
      `Thank you for buying your car insurance. Your policy reference is ${quote.reference}${
        risk.start_date ? ` and your cover starts on ${risk.start_date}` : ''
      }.`,
      '',
      statement,
      '',
      ...(proposal.documents?.length
        ? [
            'The documents you were shown before you paid:',
            ...proposal.documents.map((doc) => `${doc.title} (version ${doc.version}): ${doc.url}`),
          ]
        : []),
      '',
      t('buy.cancel', { days: CANCELLATION_DAYS }),
      statusText(),
      ...(proposal.is_pay_monthly ? ['', ...exampleLines(quote)] : []),
    ].join('\n'),
  };
}
