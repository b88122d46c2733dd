import { useState } from 'react';
import type { Modification } from '../../../contract/vehicle';
import { MAX_MODIFICATIONS } from '../../../domain/constants';
import { canAddItem } from '../../../domain/validation/repeater';
import { useProposal, useWidget } from '../../../hooks/widget-context';
import { Button } from '../../../ui/button';
import { FieldError } from '../../../ui/field-messages';
import { focusList } from './item-list';
import { ModificationModal } from './modification-modal';
import { useOptions } from '../use-options';
import { useUiText } from '../../../ui/ui-text';
import { type Path } from '../../../store/proposal/path';
import type { Message } from '../../../config/label-message';

/** The car's modifications: a list with Change and Remove, added in a modal, at most 10. */
export function ModificationsBlock({ path, error }: { path: Path; error: Message | null }) {
  const { t } = useUiText();
  const { stores } = useWidget();
  const items = useProposal((s) => s.draft.risk.vehicle.modifications ?? []);
  const { options } = useOptions('duq_vehicle_modification');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const nameOf = (code: string | null | undefined) => options.find((option) => option.value === code)?.name ?? t('ui.unknownOption');
  const save = (item: Modification) => {
    if (editing === 'new') stores.proposal.getState().addItem(path, item);
    else if (editing !== null) stores.proposal.getState().replaceItem(path, editing, item);
    stores.detailsForm.getState().touch(path);
    setEditing(null);
  };
  return (
    <div className="mq-repeater" data-invalid={error ? true : undefined}>
      <h3 className="mq-heading-s" tabIndex={-1}>
        {t('q.modifications')}
      </h3>
      {error && <FieldError id={`mq-${path.replace(/\./g, '-')}-error`} message={error} />}
      {items.length > 0 && (
        <ul className="mq-repeater__list">
          {items.map((item, index) => (
            <li key={index} className="mq-repeater__item">
              <span>
                <strong>{nameOf(item.type)}</strong>
                {item.description ? ` – ${item.description}` : ''}
              </span>
              <span className="mq-repeater__actions">
                <Button variant="link" onClick={() => setEditing(index)} aria-label={`${t('modification.change')} ${nameOf(item.type)}`}>
                  {t('modification.change')}
                </Button>
                <Button
                  variant="link"
                  onClick={(event) => {
                    focusList(event.currentTarget);
                    stores.proposal.getState().removeItem(path, index);
                  }}
                  aria-label={`${t('modification.remove')} ${nameOf(item.type)}`}
                >
                  {t('modification.remove')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {canAddItem(items.length, MAX_MODIFICATIONS) ? (
        <Button id={`mq-${path.replace(/\./g, '-')}`} variant="secondary" onClick={() => setEditing('new')}>
          {t('modification.add')}
        </Button>
      ) : (
        <p className="mq-hint">{t('modification.limit', { max: MAX_MODIFICATIONS })}</p>
      )}
      <ModificationModal
        key={String(editing)}
        open={editing !== null}
        initial={typeof editing === 'number' ? items[editing] : undefined}
        options={options}
        onSave={save}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
