import type { StateCreator } from 'zustand/vanilla';
import type { Proposal } from '../../../contract/proposal';
import type { BehaviourNotice } from '../behaviours/behaviour';
import type { AnswerValue, Path } from '../path';

// The proposal store's state, slice by slice (zustand's slices pattern). The types live here, apart
// from each slice's actions (draft-slice.ts, session-slice.ts, notices-slice.ts, sale-slice.ts),
// because every slice's actions are typed against the whole state: in the slice files they would
// import each other in a circle.

/** The whole proposal store: one per mounted widget, made of its four slices. */
export type ProposalState = DraftSlice & SessionSlice & NoticesSlice & SaleSlice;

/**
 * One slice of it: its own fields and actions, typed against the whole state because an action may
 * read or end another slice's fields. The store persists to sessionStorage.
 */
export type ProposalSlice<S> = StateCreator<ProposalState, [['zustand/persist', unknown]], [], S>;

/**
 * What the draft and sale slices need from the widget's config: a fresh draft carries the current
 * source of business, which the host may change through the mount handle's update().
 */
export interface DraftSource {
  fresh(): Proposal;
  setSourceOfBusiness(code: string): void;
  /** The form's own rule after each answer (details-form/model/hidden-answers.ts): what the answer hid is cleared. */
  clearHidden?: ClearHidden;
  /** The form's rule of what an expired session keeps (details-form/model/kept-answers.ts); nothing without it. */
  keptAnswers?: KeptAnswers;
}

/** `fresh` (the empty draft) with the answers of `draft` a session that expired before its quote was saved keeps. */
export type KeptAnswers = (draft: Proposal, fresh: Proposal) => Proposal;

/** Clears the answers an answer at `path` hid, as the question tables say; the draft itself when none. */
export type ClearHidden = (draft: Proposal, path: Path, vehicleMissing: readonly string[]) => Proposal;

/** The saved proposal this tab works on: its access token and the version it last read. */
export interface SessionSlice {
  /**
   * The saved proposal's access token (from create or recall): every call for it carries it. Kept in
   * sessionStorage beside the draft, so a reload or the card return still opens the proposal; bound
   * to its uuid, so it is never sent for another.
   */
  access: { uuid: string; token: string } | null;
  setAccess(uuid: string, token: string): void;
  /**
   * The version of the saved proposal this tab last read (docs/api-team.md#versions): each write
   * sends it, so a write based on an older copy (another tab changed the quote) is refused, not
   * silently applied. Kept in sessionStorage beside the token, for a reload.
   */
  version: { uuid: string; version: number } | null;
  setVersion(uuid: string, version: number): void;
}

/**
 * The quote changed under the customer (docs/api-team.md#versions): 'elsewhere', another window
 * changed it and a save was refused; 'price', its price moved while she was paying. Shown on
 * `route` (the screen she is on) until she leaves it.
 */
export interface ChangeNotice {
  kind: 'elsewhere' | 'price';
  route: string;
  /** The quote this window held before the latest was loaded: the notice says what changed from it. */
  before?: Proposal;
}

/** What the screens are asked to tell her: a behaviour's message, and a change made elsewhere. */
export interface NoticesSlice {
  /** A message a behaviour asks the screen to show (the one-medical-condition modal). */
  notice: BehaviourNotice | null;
  dismissNotice(): void;
  changeNotice: ChangeNotice | null;
  setChangeNotice(notice: ChangeNotice | null): void;
}

/** Her answers as she gives them: the proposal being filled in, and what she typed that is not an answer yet. */
export interface DraftSlice {
  /** The proposal being filled in or edited. */
  draft: Proposal;
  /** Text typed into a date field that is not a real date yet, so it is neither lost nor sent. */
  raw: Record<string, string>;
  /** Vehicle fields the registration look-up did not return (docs/product/questions.md#asked-when-the-look-up-did-not-give-it). */
  vehicleMissing: string[];
  /**
   * The host's partner changed (mount handle's update()): a proposal not yet saved takes the new
   * source of business, and so does every fresh one after it. A saved proposal keeps the source it
   * was quoted with: the insurer priced and recorded it under that partner.
   */
  setSourceOfBusiness(code: string): void;
  /** Sets one answer and applies the field behaviours of docs/product/questions.md#how-answers-behave; a written-out path's value is type-checked. */
  setAnswer<P extends Path>(path: P, value: AnswerValue<P>): void;
  setRaw(path: string, text: string | null): void;
  /**
   * A date input's change (DateInput reports YYYY-MM-DD once the text is a real date): a real date is
   * the answer; any other text is kept as typed, with no answer until it becomes one.
   */
  setDate(path: Path, text: string): void;
  addItem(path: Path, item: unknown): void;
  replaceItem(path: Path, index: number, item: unknown): void;
  /** Removes item `index` of a list; the date text typed into later items moves down with them. */
  removeItem(path: Path, index: number): void;
  /** docs/product/questions.md#additional-drivers: removing an additional driver renumbers the rest, their duqs answers included. */
  removeDriver(index: number): void;
  /** Forgets the date text typed under a path (an item whose edit was cancelled). */
  clearRaw(prefix: string): void;
  /** A car chosen by look-up or by the manual cascade: its details, and which ones are still to ask. */
  setVehicle(vehicle: Record<string, unknown>, missing: string[]): void;
  /** Leaving step 2 (docs/product/transitions.md#leaving-step-2): the copy of modification types into duqs. */
  leaveCarStep(): void;
  /** A saved proposal loaded for editing, recall or the price screens: no typed text, notice or way back is left over. */
  load(proposal: Proposal): void;
}

/**
 * What the thank-you page shows again after a reload, once the sale has ended the draft and the token
 * (docs/security.md#data-that-ends-with-the-sale): nothing personal.
 */
export interface Receipt {
  uuid: string;
  reference: string | null;
  /** The cover's start date, YYYY-MM-DD. */
  startDate: string | null;
  sourceOfBusiness: string | null;
}

/**
 * The way back after the session expired (docs/security.md#data-that-ends-with-the-sale): the saved quote's
 * reference, to prefill Retrieve a Quote, or that the answers about the car and cover were kept.
 */
export interface Resume {
  reference: string | null;
  kept: boolean;
}

/** How a quote ends in this tab: bought (a receipt), expired (a way back), or cleared; each ends every other slice. */
export interface SaleSlice {
  /** The thank-you facts of a bought policy; null before a sale, or after the session ended. */
  receipt: Receipt | null;
  /** Set when the session expired; spent by a recall or a load. */
  resume: Resume | null;
  /** Forget every answer, the receipt and the way back too. */
  clear(): void;
  /** The sale is complete: the draft and the token go, only the receipt stays. */
  finishSale(receipt: Receipt): void;
  /**
   * Session expiry: everything personal goes with the token. A quote saved with the API leaves its
   * reference (recall brings it all back); a form not yet quoted keeps its answers about the car and cover.
   */
  expire(): void;
}
