import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { createDeferredStorage } from '../deferred-storage';
import type { Attribution } from '../../api/contract/attribution';
import { emptyProposal, type Proposal } from '../../api/contract/proposal';
import type { BehaviourNotice } from './behaviours/behaviour';
import { applyAnswer } from './apply-answer';
import { removeAdditionalDriver } from './behaviours/additional-drivers';
import { withoutItemKeys, withoutKeysUnder } from './indexed-keys';
import { keptAnswers, keptAnything } from './kept-answers';
import { copyModificationsToDuqs } from './modifications';
import { getPath, type AnswerValue, type Path } from './path';
import { withoutBankDetails } from './without-bank-details';

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

export interface ProposalState {
  /** The proposal being filled in or edited. */
  draft: Proposal;
  /** Text typed into a date field that is not a real date yet, so it is neither lost nor sent. */
  raw: Record<string, string>;
  /** Vehicle fields the registration look-up did not return (docs/product/questions.md#asked-when-the-look-up-did-not-give-it). */
  vehicleMissing: string[];
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
  changeNotice: ChangeNotice | null;
  setChangeNotice(notice: ChangeNotice | null): void;
  /**
   * The host's partner changed (mount handle's update()): a proposal not yet saved takes the new
   * source of business, and so does every fresh one after it. A saved proposal keeps the source it
   * was quoted with: the insurer priced and recorded it under that partner.
   */
  setSourceOfBusiness(code: string): void;
  /** A message a behaviour asks the screen to show (the one-medical-condition modal). */
  notice: BehaviourNotice | null;
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
  dismissNotice(): void;
  /** A car chosen by look-up or by the manual cascade: its details, and which ones are still to ask. */
  setVehicle(vehicle: Record<string, unknown>, missing: string[]): void;
  /** Leaving step 2 (docs/product/transitions.md#leaving-step-2): the copy of modification types into duqs. */
  leaveCarStep(): void;
  /** A saved proposal loaded for editing, recall or the price screens. */
  load(proposal: Proposal): void;
  /** Forget every answer, the receipt and the way back too. */
  clear(): void;
  /** The thank-you facts of a bought policy; null before a sale, or after the session ended. */
  receipt: Receipt | null;
  /** Set when the session expired; spent by a recall or a load. */
  resume: Resume | null;
  /** The sale is complete: the draft and the token go, only the receipt stays. */
  finishSale(receipt: Receipt): void;
  /**
   * Session expiry: everything personal goes with the token. A quote saved with the API leaves its
   * reference (recall brings it all back); a form not yet quoted keeps its answers about the car and cover.
   */
  expire(): void;
}

const list = (draft: Proposal, path: Path) => ((getPath(draft, path) as unknown[] | null | undefined) ?? []).slice();

/** One proposal store per mounted widget; the draft survives a reload in sessionStorage (never bank details). */
export function createProposalStore(options: { storageKey: string; sourceOfBusiness: string; attribution?: Attribution }) {
  let sourceOfBusiness = options.sourceOfBusiness;
  const fresh = () => {
    const draft = emptyProposal();
    draft.risk.source_of_business = sourceOfBusiness;
    if (options.attribution) draft.attribution = options.attribution;
    return draft;
  };
  // Everything a quote leaves in the tab, gone: a new draft, no token, version, notice or way back.
  const ended = () => ({
    draft: fresh(),
    raw: {},
    notice: null,
    vehicleMissing: [],
    access: null,
    version: null,
    changeNotice: null,
    receipt: null,
    resume: null,
  });
  return createStore<ProposalState>()(
    persist(
      (set, get) => ({
        draft: fresh(),
        raw: {},
        notice: null,
        vehicleMissing: [],
        access: null,
        receipt: null,
        resume: null,
        setAccess: (uuid, token) => set({ access: { uuid, token } }),
        version: null,
        setVersion: (uuid, version) => set({ version: { uuid, version } }),
        changeNotice: null,
        setChangeNotice: (changeNotice) => set({ changeNotice }),
        setSourceOfBusiness(code) {
          sourceOfBusiness = code;
          const { draft, access } = get();
          if (access === null && draft.risk.source_of_business !== code)
            set({ draft: { ...draft, risk: { ...draft.risk, source_of_business: code } } });
        },
        setAnswer(path, value) {
          const { draft, notice } = applyAnswer(get().draft, path, value);
          const raw = path in get().raw ? Object.fromEntries(Object.entries(get().raw).filter(([key]) => key !== path)) : get().raw;
          set({ draft, raw, ...(notice ? { notice } : {}) });
        },
        setRaw(path, text) {
          const raw = { ...get().raw };
          if (text === null) delete raw[path];
          else raw[path] = text;
          set({ raw });
        },
        setDate(path, text) {
          const real = /^\d{4}-\d{2}-\d{2}$/.test(text);
          get().setAnswer(path, real ? text : null);
          if (!real && text !== '') get().setRaw(path, text);
        },
        addItem(path, item) {
          get().setAnswer(path, [...list(get().draft, path), item]);
        },
        replaceItem(path, index, item) {
          const items = list(get().draft, path);
          items[index] = item;
          get().setAnswer(path, items);
        },
        removeItem(path, index) {
          get().setAnswer(
            path,
            list(get().draft, path).filter((_, position) => position !== index),
          );
          set({ raw: withoutItemKeys(get().raw, path, index) });
        },
        removeDriver(index) {
          set({ draft: removeAdditionalDriver(get().draft, index), raw: withoutItemKeys(get().raw, 'risk.additional_drivers', index) });
        },
        clearRaw: (prefix) => set({ raw: withoutKeysUnder(get().raw, prefix) }),
        dismissNotice: () => set({ notice: null }),
        setVehicle(vehicle, missing) {
          const current = get().draft.risk.vehicle;
          set({ draft: { ...get().draft, risk: { ...get().draft.risk, vehicle: { ...current, ...vehicle } } }, vehicleMissing: missing });
        },
        leaveCarStep: () => set({ draft: copyModificationsToDuqs(get().draft) }),
        load: (proposal) => set({ draft: proposal, raw: {}, notice: null, vehicleMissing: [], resume: null }),
        clear: () => set(ended()),
        finishSale: (receipt) => set({ ...ended(), receipt }),
        expire() {
          const { draft } = get();
          // Saved with the API (a uuid) and quoted (a reference): recall brings all of it back.
          const reference = draft.uuid ? (draft.quote?.reference ?? null) : null;
          const empty = fresh();
          const kept = reference === null ? keptAnswers(draft, empty) : empty;
          set({
            ...ended(),
            draft: kept,
            resume: reference !== null || keptAnything(kept, empty) ? { reference, kept: reference === null } : null,
          });
        },
      }),
      {
        name: options.storageKey,
        storage: createDeferredStorage(() => sessionStorage),
        partialize: (state) => ({
          draft: withoutBankDetails(state.draft),
          raw: state.raw,
          vehicleMissing: state.vehicleMissing,
          access: state.access,
          receipt: state.receipt,
          resume: state.resume,
          version: state.version,
        }),
        version: 1,
      },
    ),
  );
}

export type ProposalStore = ReturnType<typeof createProposalStore>;
