/**
 * (Re)quotes a stored proposal in place. One quote reference per proposal, kept across requotes,
 * so a customer's e-mailed reference still recalls the latest price.
 */
import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import { creditDocumentsPath } from '../credit/documents';
import { type FieldError, internal, invalid } from '../server/errors';
import { assertNotBought } from '../server/proposals';
import type { Services } from '../server/services';
import type { StoredRecord } from '../server/store';
import { newQuoteReference } from '../rating/reference';
import { priceProposal } from './price-proposal';

/** docs/product/constants.md#cover-start: cover starts between today and 30 days ahead. */
const START_WINDOW_DAYS = 30;

export function startDateProblem(startDate: string | null, today: string): string | null {
  if (startDate === null) return null;
  if (dayjs(startDate).isBefore(today, 'day')) return 'the cover start date has passed';
  if (dayjs(startDate).isAfter(dayjs(today).add(START_WINDOW_DAYS, 'day'), 'day'))
    return `the cover must start within ${START_WINDOW_DAYS} days`;
  return null;
}

/** Answers without which no insurer can rate: a client that forgets them has a bug, not a decline. */
function missingAnswers(proposal: StoredRecord['proposal']): FieldError[] {
  const { risk } = proposal;
  const required: Array<[string, unknown]> = [
    ['risk.proposer.date_of_birth', risk.proposer.date_of_birth],
    ['risk.vehicle.cover_type', risk.vehicle.cover_type],
    ['risk.start_date', risk.start_date],
  ];
  return required.filter(([, value]) => value === null).map(([path]) => ({ path, message: 'required to quote' }));
}

export function quoteRecord(record: StoredRecord, services: Services, origin: string): void {
  const { proposal } = record;
  assertNotBought(proposal);
  const missing = missingAnswers(proposal);
  if (missing.length > 0) throw invalid(missing, 'The proposal cannot be quoted');
  const problem = startDateProblem(proposal.risk.start_date, services.today());
  if (problem) throw invalid([{ path: 'risk.start_date', message: problem }], 'The proposal cannot be quoted');
  const reference = proposal.quote?.reference ?? newQuoteReference();
  record.sandbox.documents_key ??= randomBytes(18).toString('base64url');
  const outcome = priceProposal(proposal, {
    today: services.today(),
    now: services.now(),
    origin,
    reference,
    creditDocumentsBase: `${origin}${creditDocumentsPath(proposal.uuid, record.sandbox.documents_key)}`,
  });
  if (outcome.kind === 'error') throw internal('The rating service failed');
  proposal.quote = outcome.quote;
  if (outcome.kind === 'declined') {
    proposal.is_quoted = false;
    proposal.addons = [];
    proposal.removed_addons = [];
    return;
  }
  proposal.is_quoted = true;
  proposal.addons = outcome.addons;
  proposal.removed_addons = outcome.removed;
}
