import { useShallow } from 'zustand/react/shallow';
import { emptyAdditionalDriver } from '../../../contract/additional-driver';
import { FORM_STEPS } from '../../../details-form/model/steps';
import { canAddItem } from '../../../domain/validation/repeater';
import { beginChange, beginNewItem, removeListItem, additionalDriversErrors } from '../../../details-form/flows/actions';
import { driverName } from '../../../domain/driver-name';
import { MAX_ADDITIONAL_DRIVERS } from '../../../domain/constants';
import { useDetailsForm, useProposal, useWidget } from '../../../hooks/widget-context';
import { useOptions } from '../use-options';
import { DriverModal } from './driver-modal';
import { ItemList } from './item-list';
import { useUiText } from '../../../ui/ui-text';
import type { BlockProps } from './blocks-context';

/** Step 7's drivers: each named with their relationship, changed or added in the driver form modal. */
export function DriversBlock({ path, error }: BlockProps) {
  const { t, message } = useUiText();
  const widget = useWidget();
  const { options } = useOptions('duq_relationship_to_proposer_driver');
  const editing = useDetailsForm((s) => s.driverEdit);
  const revealed = useDetailsForm((s) => Boolean(s.touched[path] || s.attempted[FORM_STEPS]));
  // A line per driver (name, relationship code, first problem in words): plain strings, so useShallow
  // sees when nothing changed and typing elsewhere does not re-render the list.
  const items = useProposal(
    useShallow((s) => {
      const problems = additionalDriversErrors(s, s.raw);
      return (s.draft.risk.additional_drivers ?? []).map((driver, index) => {
        const problem = problems[`${path}.${index}`];
        const name = driverName(s.draft, index) ?? t('driver.unnamed', { number: index + 1 });
        return `${name}\n${driver.relationship_to_proposer ?? ''}\n${problem ? message(problem) : ''}`;
      });
    }),
  );
  const list = items.map((line) => {
    const [title, relationship, problem] = line.split('\n');
    return { title, detail: options.find((option) => option.value === relationship)?.name, error: revealed && problem ? problem : null };
  });
  const form = widget.stores.detailsForm.getState();
  return (
    <>
      <ItemList
        path={path}
        heading={t('q.drivers')}
        items={list}
        error={error}
        addLabel={t('driver.add')}
        canAdd={canAddItem(items.length, MAX_ADDITIONAL_DRIVERS)}
        limitText={t('driver.limit', { max: MAX_ADDITIONAL_DRIVERS })}
        onAdd={() => form.setDriverEdit(beginNewItem(widget, path, emptyAdditionalDriver()))}
        onChange={(index) => form.setDriverEdit(beginChange(widget, path, index))}
        onRemove={(index) => removeListItem(widget, path, index)}
      />
      {editing && editing.index < items.length && <DriverModal edit={editing} />}
    </>
  );
}
