import { useState } from 'react';
import { REPEATER_MAX } from '../../../domain/constants';
import { canAddItem } from '../../../domain/validation/repeater';
import { beginChange, beginNewItem, cancelEdit, removeListItem, saveEdit } from '../../../details-form/flows/actions';
import type { ItemEdit } from '../../../details-form/model/form-store';
import { driverIndexOf } from '../../../details-form/model/tables';
import { childPath, getPath, type Path } from '../../../store/proposal/path';
import { useProposal, useWidget } from '../../../hooks/widget-context';
import { useOptions } from '../use-options';
import { HISTORY_KINDS as KINDS, type Describe, type Name } from './history-kinds';
import { ItemList } from './item-list';
import { ItemModal } from './item-modal';
import { useUiText } from '../../../ui/ui-text';
import type { Message } from '../../../config/label-message';

const NONE: unknown[] = [];

interface HistoryBlockProps {
  kind: keyof typeof KINDS;
  path: Path;
  error: Message | null;
}

/** A driver's claims or convictions: the list, and the modal that adds or changes one (at most 5). */
export function HistoryBlock({ kind, path, error }: HistoryBlockProps) {
  const { t } = useUiText();
  const widget = useWidget();
  const spec = KINDS[kind];
  const items = useProposal((s) => (getPath(s.draft, path) as unknown[] | null) ?? NONE);
  const { options } = useOptions(spec.list);
  const [edit, setEdit] = useState<ItemEdit | null>(null);
  const name: Name = (code) => options.find((option) => option.value === code)?.name ?? t('ui.unknownOption');
  const driverIndex = driverIndexOf(path);
  const described = items.map((item) => (spec.describe as Describe)(item, name, t));
  const save = () => {
    const errors = edit ? saveEdit(widget, edit, spec.questions, driverIndex) : {};
    if (Object.keys(errors).length === 0) setEdit(null);
    return errors;
  };
  const cancel = () => {
    if (edit) cancelEdit(widget, edit);
    setEdit(null);
  };
  return (
    <>
      <ItemList
        path={path}
        heading={t(spec.heading)}
        items={described}
        error={error}
        addLabel={t(spec.add)}
        canAdd={canAddItem(items.length, REPEATER_MAX)}
        limitText={t('repeater.limit', { max: REPEATER_MAX })}
        onAdd={() => setEdit(beginNewItem(widget, path, spec.empty()))}
        onChange={(index) => setEdit(beginChange(widget, path, index))}
        onRemove={(index) => removeListItem(widget, path, index)}
      />
      {edit && (
        <ItemModal
          title={t(edit.isNew ? spec.title : spec.editTitle)}
          questions={spec.questions}
          owner={childPath(path, String(edit.index))}
          driverIndex={driverIndex}
          saveLabel={t('repeater.save')}
          onSave={save}
          onCancel={cancel}
        />
      )}
    </>
  );
}
