import type { Message } from '../../config/label-message';
import type { Question } from '../model/question';
import type { ItemEdit } from '../model/form-store';
import { DRIVERS_PATH } from '../model/questions/additional-drivers';
import { contextFor } from '../model/context';
import { validateQuestions } from '../model/validate';
import { childPath, getPath, type Path } from '../../store/proposal/path';
import type { Widget } from '../../widget/widget';

type Deps = Pick<Widget, 'stores'>;

/**
 * A repeater item (claim, conviction, additional driver) is edited in place in the draft, so its
 * fields, their behaviours and the one-medical-condition rule work as everywhere else. These
 * functions open, check, keep or undo that edit.
 */
export function beginNewItem({ stores }: Deps, list: Path, item: unknown): ItemEdit {
  const index = ((getPath(stores.proposal.getState().draft, list) as unknown[] | null) ?? []).length;
  stores.proposal.getState().addItem(list, item);
  return { list, index, isNew: true, snapshot: null };
}

export function beginChange({ stores }: Deps, list: Path, index: number): ItemEdit {
  const { draft } = stores.proposal.getState();
  return { list, index, isNew: false, snapshot: { item: getPath(draft, childPath(list, String(index))), duqs: draft.risk.duqs } };
}

/** Removes an item; a driver's numbered duqs answers are renumbered with the rest. */
export function removeListItem({ stores }: Deps, list: Path, index: number): void {
  if (list === DRIVERS_PATH) stores.proposal.getState().removeDriver(index);
  else stores.proposal.getState().removeItem(list, index);
  stores.detailsForm.getState().forgetItem(list, index);
  stores.detailsForm.getState().touch(list);
}

/** Cancel: a new item goes; a changed one gets back what it held when the edit began. */
export function cancelEdit(deps: Deps, edit: ItemEdit): void {
  const { stores } = deps;
  if (edit.isNew || !edit.snapshot) return removeListItem(deps, edit.list, edit.index);
  const proposal = stores.proposal.getState();
  proposal.replaceItem(edit.list, edit.index, edit.snapshot.item);
  proposal.setAnswer('risk.duqs', edit.snapshot.duqs);
  proposal.clearRaw(`${edit.list}.${edit.index}`);
  stores.detailsForm.getState().untouch(`${edit.list}.${edit.index}`);
}

/** The item's errors by whole path; `driverIndex` words them for an additional driver. */
function itemErrors({ stores }: Deps, edit: ItemEdit, questions: Question[], driverIndex: number | null): Record<string, Message> {
  const state = stores.proposal.getState();
  return validateQuestions(questions, contextFor(state, childPath(edit.list, String(edit.index)), driverIndex), state.raw);
}

/** One part of the item's form (a driver's, asked a part at a time): its errors, each shown on its field. */
export function checkEditPart(deps: Deps, edit: ItemEdit, questions: Question[], driverIndex: number | null): Record<string, Message> {
  const errors = itemErrors(deps, edit, questions, driverIndex);
  Object.keys(errors).forEach((path) => deps.stores.detailsForm.getState().touch(path));
  return errors;
}

/** Save: kept when complete; otherwise every error of the item is shown and it stays open. */
export function saveEdit(deps: Deps, edit: ItemEdit, questions: Question[], driverIndex: number | null): Record<string, Message> {
  const errors = checkEditPart(deps, edit, questions, driverIndex);
  if (Object.keys(errors).length === 0) deps.stores.detailsForm.getState().touch(edit.list);
  return errors;
}
