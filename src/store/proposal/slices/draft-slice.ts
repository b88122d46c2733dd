import type { Proposal } from '../../../contract/proposal';
import { applyAnswer } from '../apply-answer';
import { removeAdditionalDriver } from '../behaviours/additional-drivers';
import { withoutItemKeys, withoutKeysUnder } from '../indexed-keys';
import { copyModificationsToDuqs } from '../modifications';
import { getPath, type Path } from '../path';
import type { DraftSlice, DraftSource, ProposalSlice } from './state';

const list = (draft: Proposal, path: Path) => ((getPath(draft, path) as unknown[] | null | undefined) ?? []).slice();

/** Her answers as she gives them (state.ts's DraftSlice): each answer applies the field behaviours. */
export const draftSlice =
  (source: DraftSource): ProposalSlice<DraftSlice> =>
  (set, get) => ({
    draft: source.fresh(),
    raw: {},
    vehicleMissing: [],
    setSourceOfBusiness(code) {
      source.setSourceOfBusiness(code);
      const { draft, access } = get();
      if (access === null && draft.risk.source_of_business !== code)
        set({ draft: { ...draft, risk: { ...draft.risk, source_of_business: code } } });
    },
    setAnswer(path, value) {
      const applied = applyAnswer(get().draft, path, value);
      const { notice } = applied;
      const draft = source.clearHidden?.(applied.draft, path, get().vehicleMissing) ?? applied.draft;
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
    setVehicle(vehicle, missing) {
      const current = get().draft.risk.vehicle;
      set({ draft: { ...get().draft, risk: { ...get().draft.risk, vehicle: { ...current, ...vehicle } } }, vehicleMissing: missing });
    },
    leaveCarStep: () => set({ draft: copyModificationsToDuqs(get().draft) }),
    load: (proposal) => set({ draft: proposal, raw: {}, notice: null, vehicleMissing: [], resume: null }),
  });
