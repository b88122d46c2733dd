import { emptyProposal, type Proposal } from '../../../../src/contract/proposal';
import { answerPath, type Owner, type Question } from '../../../../src/details-form/model/question';
import { contextFor } from '../../../../src/details-form/model/context';
import { isShown, validateQuestions } from '../../../../src/details-form/model/validate';
import { setPath, type Path } from '../../../../src/store/proposal/path';
import { inWords } from '../../support/default-words';

/** An empty draft (not the shared complete proposal of tests/support/proposal.ts) with answers set at whole paths. */
export function draftWith(answers: Record<string, unknown> = {}, sourceOfBusiness = 'Website'): Proposal {
  let draft = emptyProposal();
  draft.risk.source_of_business = sourceOfBusiness;
  for (const [path, value] of Object.entries(answers)) draft = setPath(draft, path as Path, value);
  return draft;
}

const source = (draft: Proposal) => ({ draft, vehicleMissing: [], sourceOfBusiness: draft.risk.source_of_business ?? '' });

/** The whole paths of the questions shown for the driver at `owner`. */
export function shownPaths(
  questions: Question[],
  draft: Proposal,
  owner: Owner = 'risk.proposer',
  driverIndex: number | null = null,
): string[] {
  const context = contextFor(source(draft), owner, driverIndex);
  return questions.filter((question) => isShown(question, context)).map((question) => answerPath(question, context));
}

/** The errors of the questions, by whole path, in the default labels' words. */
export function errorsOf(
  questions: Question[],
  draft: Proposal,
  owner: Owner = 'risk.proposer',
  driverIndex: number | null = null,
  raw: Record<string, string> = {},
): Record<string, string> {
  // Worded, every message is its text.
  return inWords(validateQuestions(questions, contextFor(source(draft), owner, driverIndex), raw)) as Record<string, string>;
}
