/*
 * Entry file of the details-form engine (README.md#architecture): what a question is (its path,
 * label, control, when it shows, its rules) and who it is asked of. Public because the screens
 * render a question by its control and the summary names its answer; how a question's context is
 * built and its rules are checked stays inside (context.ts, validate.ts; asked through ask.ts).
 */
import type * as v from 'valibot';
import type { AdditionalDriver } from '../../contract/additional-driver';
import type { Proposal } from '../../contract/proposal';
import type { Proposer } from '../../contract/proposer';
import type { ListName } from '../../contract/lists';
import type { LabelKey } from '../../config/labels';
import type { Claim } from '../../contract/claim';
import type { Conviction } from '../../contract/conviction';
import { childPath, type Path, type PathOf } from '../../store/proposal/path';

/** Path of the driver or item being asked: 'risk.proposer', 'risk.additional_drivers.0'; '' for whole paths. */
export type Owner = Path | '';

/** What a question's visibility and rules may look at. */
export interface QuestionContext {
  draft: Proposal;
  /** Path prefix of the driver being asked: 'risk.proposer' or 'risk.additional_drivers.N'; '' for other questions. */
  owner: Owner;
  /** The driver being asked (the proposer or an additional driver). */
  person: Partial<Proposer & AdditionalDriver>;
  /** 1-based number of the additional driver being asked (duqs keys end _driver_N); null for the proposer. */
  driverNumber: number | null;
  sourceOfBusiness: string;
  /** Vehicle fields the registration look-up did not return, so the form asks for them. */
  vehicleMissing: readonly string[];
}

export interface Choice {
  /** Stored as given: a code, or a boolean where the answer is one (pay monthly). */
  value: string | boolean;
  label: LabelKey;
}

/** The option values a list question may offer here (a constant list, so selectors stay stable), or null for all. */
export type Allowed = (context: QuestionContext) => readonly string[] | null;

/** The control a question is answered with; each kind maps to one primitive of src/ui. */
export type Control =
  | { kind: 'text'; type?: 'text' | 'email'; autoComplete?: string; width?: 'full' | 'medium' | 'short'; inputMode?: 'text' | 'numeric' }
  | { kind: 'phone'; autoComplete?: string }
  /**
   * showCode: the option reads 'SP30 – Exceeding…', for lists people know by their codes. radios: a
   * short list of long answers as radios, whose words wrap (a native select's closed value cannot,
   * and cut 'Social, domestic and plea…' at 360 px; docs/layout.md).
   */
  | { kind: 'select'; list: ListName; allowed?: Allowed; showCode?: boolean; autoComplete?: string; radios?: boolean }
  /** numeric: the answer is stored as a number (the contract counts NCD years, not text). */
  | { kind: 'choices'; options: readonly { value: string; name: string }[]; numeric?: boolean }
  | { kind: 'typeahead'; list: ListName; allowed?: Allowed }
  | { kind: 'yesno' }
  | { kind: 'radios'; options: readonly Choice[] }
  | {
      kind: 'date';
      min?: (context: QuestionContext) => string | undefined;
      max?: (context: QuestionContext) => string | undefined;
      autoComplete?: string;
    }
  | { kind: 'money' }
  | { kind: 'number'; suffix?: string }
  /** A block of its own (vehicle look-up, address look-up, a repeater, cover cards); the screen names the component. */
  | { kind: 'block'; block: 'vehicle' | 'address' | 'modifications' | 'claims' | 'convictions' | 'drivers' | 'cover' | 'excess' };

/**
 * Where an answer is, relative to whom the question is asked: a whole path of the proposal (owner
 * ''), a path inside a driver, or inside the claim or conviction a repeater's dialog asks. Each is
 * derived from the contract's types, so a misspelt or renamed field is a type error.
 */
export type QuestionPath = Path | PathOf<Proposer | AdditionalDriver, '*'> | PathOf<Claim, '*'> | PathOf<Conviction, '*'>;

export interface Question {
  /** Path of the answer relative to the owner (the driver or item asked), or a function giving the whole path. */
  path: QuestionPath | ((context: QuestionContext) => Path);
  label: LabelKey;
  /** Wording for an additional driver ('Were they born in the UK?'); the label otherwise. */
  driverLabel?: LabelKey;
  hint?: LabelKey;
  /**
   * What the answer is used for, shown under it as "Why we ask this": on the questions
   * whose reason is not obvious or whose answer changes the price or the cover. Worded for any driver.
   */
  why?: LabelKey;
  /** A sub-heading shown above the question (and only with it), e.g. SPEC's 'NO CLAIMS DISCOUNT (NCD)'. */
  heading?: LabelKey;
  driverHeading?: LabelKey;
  /** A follow-up revealed by the answer above it: indented under it, as GOV.UK's conditional reveal. */
  indent?: boolean;
  control: Control;
  /**
   * the question tables' 'shows when'; hidden questions are neither validated nor shown. Like
   * `rules`, it reads only answers of the driver or item asked (answerOf) and the answers at the
   * form's function paths: a driver's and an item's checks are kept until those change (validateOwner).
   */
  when?: (context: QuestionContext) => boolean;
  /**
   * What the answer becomes while `when` hides the question (a list emptied, a follow-up cleared):
   * the quote never carries an answer she can no longer see or change (hidden-answers.ts).
   */
  clearedTo?: null | readonly [];
  /**
   * Its answer is about the car, its use or the cover asked for, and says nothing about a person: a
   * session that expired before its quote was saved keeps it (kept-answers.ts,
   * docs/security.md#data-that-ends-with-the-sale). Unmarked, an answer is dropped: a new question
   * about a person is never kept by default.
   */
  kept?: true;
  /**
   * The rules of docs/product/validation.md#named-rules, as a valibot schema of the answer. They declare what
   * they read: a schema reads no answers and is built once, with the table; a function reads the
   * context and is built for each context it is asked in (a licence number checked against the
   * name, a date after another). However a function is written ((...args) =>, a default parameter),
   * it is never taken for one that reads nothing.
   */
  rules?: RuleSchema | ((context: QuestionContext) => RuleSchema);
}

/** What a question's rules build: a valibot schema of its answer. */
export type RuleSchema = v.GenericSchema<unknown, unknown>;

/** A question's rules for `context`: the schema itself, or the one its function builds for that context. */
export const rulesFor = (rules: NonNullable<Question['rules']>, context: QuestionContext): RuleSchema =>
  typeof rules === 'function' ? rules(context) : rules;

/** A question's React key among its table's: its own path, or its label where a function gives the path. */
export const questionKey = (question: Question): string => (typeof question.path === 'string' ? (question.path as string) : question.label);

/** The whole dot path of a question's answer for the driver in `context`. */
export function answerPath(question: Question, context: QuestionContext): Path {
  if (typeof question.path === 'function') return question.path(context);
  return context.owner ? childPath(context.owner, question.path) : (question.path as Path);
}
