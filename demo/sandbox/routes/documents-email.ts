/**
 * The copy she asks for on the summary before she pays (docs/product/regulation.md#a-copy-before-she-pays):
 * the demands-and-needs statement in the widget's own words, as the confirmation e-mail gives it, and
 * the documents linked to her, each with its title, version and address.
 */
import type { SavedProposal } from '../../../src/contract/proposal';
import { mailStatement } from './confirmation-email';
import type { issuedDocuments } from './documents';

export function documentsEmail(
  proposal: SavedProposal & { quote: NonNullable<SavedProposal['quote']> },
  documents: ReturnType<typeof issuedDocuments>,
): { subject: string; body: string } {
  const { greeting, statement } = mailStatement(proposal);
  return {
    subject: `Your car insurance documents for quote ${proposal.quote.reference}`,
    body: [
      greeting,
      '',
      `As you asked, here is a copy of your demands and needs statement and your documents for quote ${proposal.quote.reference}, to read before you buy. You have not bought this policy yet.`,
      '',
      statement,
      '',
      'Your documents:',
      ...documents.map((doc) => `${doc.title} (version ${doc.version}): ${doc.url}`),
    ].join('\n'),
  };
}
