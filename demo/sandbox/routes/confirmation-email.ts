/**
 * The "your policy is bought" e-mail the sandbox puts in its outbox when a quote is accepted: the
 * reference, the cover start and the demands-and-needs statement in the widget's own words
 * (src/view/demands-needs.ts with the default labels and the demo brand), so she keeps a copy.
 */
import * as v from 'valibot';
import type { SavedProposal } from '../../../src/api/contract/proposal';
import { BrandSchema } from '../../../src/config/brand-schema';
import { DEFAULT_LABELS } from '../../../src/config/labels';
import { createUiText } from '../../../src/config/ui-text';
import { CANCELLATION_DAYS } from '../../../src/domain/disclosures';
import { demandsNeeds, demandsNeedsText } from '../../../src/view/demands-needs';
import { LISTS } from '../data/lists';

const brand = v.parse(BrandSchema, {});
const { t } = createUiText(DEFAULT_LABELS, brand);

export function confirmationEmail(proposal: SavedProposal & { quote: NonNullable<SavedProposal['quote']> }): {
  subject: string;
  body: string;
} {
  const { quote, risk } = proposal;
  const name = risk.proposer.name;
  const greeting = name.title && name.surname ? `Dear ${name.title} ${name.surname},` : 'Hello,';
  const use = LISTS.pc_class_of_use?.find((option) => option.value === risk.vehicle.class_of_use)?.name ?? null;
  const { firm } = brand;
  return {
    subject: `Your car insurance policy ${quote.reference}`,
    body: [
      greeting,
      '',
      `Thank you for buying your car insurance. Your policy reference is ${quote.reference}${
        risk.start_date ? ` and your cover starts on ${risk.start_date}` : ''
      }.`,
      '',
      demandsNeedsText(demandsNeeds(proposal, t, use), t('needs.title')),
      '',
      ...(proposal.documents?.length
        ? [
            'The documents you were shown before you paid:',
            ...proposal.documents.map((doc) => `${doc.title} (version ${doc.version}): ${doc.url}`),
          ]
        : []),
      '',
      t('buy.cancel', { days: CANCELLATION_DAYS }),
      t('firm.statement', { legalName: firm.legalName, address: firm.address, frn: firm.frn }),
    ].join('\n'),
  };
}
