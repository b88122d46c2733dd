/*
 * Entry file of the details-form engine (README.md#architecture): the form's store and its types.
 * Public because the widget creates one per instance (embed/create-widget.ts), its services name
 * its type (widget/widget.ts) and the screens read the open step, ticks and error visibility from it.
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { createDeferredStorage } from '../../store/deferred-storage';
import { FORM_STEPS } from './steps';
import { withoutItemKeys, withoutKeysUnder } from '../../store/proposal/indexed-keys';
import type { Proposal } from '../../contract/proposal';
import { type Path } from '../../store/proposal/path';

/** An item of a repeater open in its modal: a new one is removed on Cancel, a changed one restored. */
export interface ItemEdit {
  /** Whole path of the list, e.g. 'risk.additional_drivers'. */
  list: Path;
  index: number;
  isNew: boolean;
  /** The item and the duqs as they were when the edit began (null for a new item). */
  snapshot: { item: unknown; duqs: Proposal['risk']['duqs'] } | null;
}

export interface DetailsFormState {
  /** The open step, 1 to 7. */
  current: number;
  /** The furthest step reached: earlier steps reopen only up to here. */
  furthest: number;
  /**
   * Steps left with Continue and not changed since: their Completed tick. A change in the open step,
   * or answers of a step emptied by another, takes the tick away until the step is checked again.
   */
  completed: Record<number, true>;
  /** Steps whose answers another step's answer just emptied: the open step tells the customer. */
  reopened: number[] | null;
  /** Fields the proposer has left or changed: their errors show (a typed field after a pause). */
  touched: Record<string, true>;
  /** Steps whose Continue was pressed: every error of the step shows. */
  attempted: Record<number, true>;
  /**
   * This widget just ended the session for inactivity and cleared the answers: the Expired screen says
   * so. Opened any other way (a bookmark, Back), it must not claim answers were cleared. Never stored.
   */
  sessionExpired: boolean;
  setSessionExpired(expired: boolean): void;
  /**
   * Save and come back later (docs/security.md#data-that-ends-with-the-sale): the dialog is open, and,
   * once the session expired, the answers it may still send, held in memory only (never stored)
   * until she chooses, so nothing personal stays in the tab after that.
   */
  saving: { open: boolean; expired: { draft: Proposal; step: number } | null };
  setSaving(saving: DetailsFormState['saving']): void;
  /** The captcha passed this session (the bot check of docs/product/transitions.md#getting-a-quote): step 1 does not ask again. */
  captchaVerified: boolean;
  /** The additional driver open in the driver modal (the form's own state); kept over a reload. */
  driverEdit: ItemEdit | null;
  touch(path: string): void;
  /** Hides the errors under a path again (a cancelled item's fields). */
  untouch(prefix: string): void;
  /** An item left its list: its fields' touched marks go, later items' move down with them. */
  forgetItem(list: string, index: number): void;
  setDriverEdit(edit: ItemEdit | null): void;
  verifyCaptcha(): void;
  attempt(step: number): void;
  /** Opens a step already reached; later ones stay shut. */
  open(step: number): void;
  /** Moves on from the current step after it validated. */
  advance(): void;
  /** A step checked again and found valid gets its tick back. */
  complete(step: number): void;
  /** A step changed since it was completed loses its tick. */
  uncomplete(step: number): void;
  /** Steps whose answers were emptied: no ticks, and the customer goes through them again from the first. */
  reopen(steps: readonly number[]): void;
  back(): void;
  /** A saved quote opened for editing: every step has been reached. */
  reachAll(): void;
  reset(): void;
}

const initial = {
  current: 1,
  furthest: 1,
  completed: {},
  reopened: null,
  sessionExpired: false,
  saving: { open: false, expired: null },
  touched: {},
  attempted: {},
  captchaVerified: false,
  driverEdit: null,
};

const without = (ticks: Record<number, true>, steps: readonly number[]) =>
  Object.fromEntries(Object.entries(ticks).filter(([step]) => !steps.includes(Number(step)))) as Record<number, true>;

/** The details form's place and error visibility, one per widget; survives a reload with the draft. */
export function createDetailsFormStore(storageKey: string) {
  return createStore<DetailsFormState>()(
    persist(
      (set, get) => ({
        ...initial,
        touch: (path) => (get().touched[path] ? undefined : set({ touched: { ...get().touched, [path]: true } })),
        untouch: (prefix) => set({ touched: withoutKeysUnder(get().touched, prefix) }),
        forgetItem: (list, index) => set({ touched: withoutItemKeys(get().touched, list, index) }),
        setDriverEdit: (driverEdit) => set({ driverEdit }),
        verifyCaptcha: () => set({ captchaVerified: true }),
        setSessionExpired: (sessionExpired) => set({ sessionExpired }),
        setSaving: (saving) => set({ saving }),
        attempt: (step) => set({ attempted: { ...get().attempted, [step]: true } }),
        open: (step) => (step >= 1 && step <= get().furthest ? set({ current: step }) : undefined),
        advance: () => {
          const { current, furthest, completed } = get();
          const next = Math.min(current + 1, FORM_STEPS);
          set({ current: next, furthest: Math.max(furthest, next), completed: { ...completed, [current]: true }, reopened: null });
        },
        complete: (step) => (get().completed[step] ? undefined : set({ completed: { ...get().completed, [step]: true } })),
        uncomplete: (step) => (get().completed[step] ? set({ completed: without(get().completed, [step]) }) : undefined),
        reopen: (steps) =>
          set({
            completed: without(get().completed, steps),
            furthest: Math.max(get().current, Math.min(get().furthest, ...steps)),
            reopened: [...steps],
          }),
        back: () => set({ current: Math.max(1, get().current - 1) }),
        reachAll: () => set({ furthest: FORM_STEPS }),
        reset: () => set(initial),
      }),
      {
        name: storageKey,
        storage: createDeferredStorage(() => sessionStorage),
        partialize: ({ current, furthest, completed, touched, attempted, captchaVerified, driverEdit }) => ({
          current,
          furthest,
          completed,
          touched,
          attempted,
          captchaVerified,
          driverEdit,
        }),
      },
    ),
  );
}

export type DetailsFormStore = ReturnType<typeof createDetailsFormStore>;
