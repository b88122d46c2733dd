import type { Message } from '../../config/label-message';
import type { Proposal } from '../../contract/proposal';
import type { Question, QuestionContext, RuleSchema } from './question';

/** A context built for one draft, owner and driver: kept while the look-up's gaps are the same list. */
interface BuiltContext {
  vehicleMissing: readonly string[];
  context: QuestionContext;
}

/** What one object's questions were checked against, and what they answered (validateOwner). */
export interface OwnerCheck {
  questions: Question[];
  today: string;
  inputs: unknown[];
  errors: Record<string, Message>;
  /** The last context and typed text seen with these inputs: the same again needs no comparing. */
  context: QuestionContext;
  raw: Record<string, string>;
}

/*
 * Every memo of the details-form engine, in one place. Each is keyed by an object the stores
 * replace rather than change (setPath copies only the objects along a changed answer's path), so
 * an answer found is still true; each is weak, so what a draft, a driver or a rule no longer
 * holds goes with it. What a cache's answer reads besides its key is compared where it is read.
 * (Two more memos sit below the engine, where the engine cannot own them, each answering by its
 * arguments alone and bounded: store/proposal/path.ts keeps each dot path split into its keys, as
 * every answer read splits one; domain/dates.ts keeps parsed and shifted dates, as every date rule
 * and calendar reads the same few dates on each key.)
 *
 * A question's rules declare what they read (question.ts): a schema reads no answers and is built
 * once with its table; a function of the context is built for each context it is asked in. No
 * cache guesses which one a rule is.
 */

/**
 * The question contexts built per draft (contextFor), by owner and driver asked: a driver's form
 * has 45 fields of about 6 selectors, all run on each store change, and they share one context;
 * validateOwner then knows a context it has seen without comparing what the questions read.
 */
export const contextsByDraft = new WeakMap<Proposal, Map<string, BuiltContext>>();

/**
 * validateOwner's last checks, keyed by the object asked about (an additional driver, a claim):
 * an object the store did not touch is the same object, with the same answers. Two per object: a
 * list's rule checks its items without the date text typed ({}), while an open item's own fields
 * check it with that text; one entry would make each undo the other.
 */
export const checksByOwner = new WeakMap<object, OwnerCheck[]>();

/** A rule's wording for an additional driver (driver-wording.ts), once per schema: a rule built once is reworded once. */
export const rewordedRules = new WeakMap<RuleSchema, RuleSchema>();
