import { useState } from 'react';
import type { Option } from '../../../contract/lists';
import type { Modification } from '../../../contract/vehicle';

import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { Modal } from '../../../ui/modal';
import { Select } from '../../../ui/select';
import { TextInput } from '../../../ui/text-input';
import { useUiText } from '../../../ui/ui-text';
import { useFormState } from '../../../ui/use-form-state';

const TYPE_ID = 'mq-modification-type';

interface ModificationModalProps {
  open: boolean;
  initial?: Modification;
  options: Option[];
  onSave: (item: Modification) => void;
  onClose: () => void;
}

/** Add or change one modification; the type is required, the description optional. */
export function ModificationModal({ open, initial, options, onSave, onClose }: ModificationModalProps) {
  const { t } = useUiText();
  const [type, setType] = useState(initial?.type ?? null);
  const [description, setDescription] = useState(initial?.description ?? '');
  // Every form's error timing and summary (docs/product/validation.md#when-an-error-shows): a refused
  // Save lists the problem at the top and takes focus there, as the claim, conviction and driver forms do.
  // A new object each render is fine: the form state compares errors as text.
  const form = useFormState({ errors: type ? {} : { type: t('error.modificationType') }, fieldId: () => TYPE_ID });
  const error = form.error('type');
  const save = () => {
    if (!type) return form.attempt();
    onSave({ type, description: description.trim() || null });
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(initial ? 'modification.editTitle' : 'modification.title')}
      footer={
        <>
          <Button onClick={save}>{t('modification.save')}</Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {form.summary.errors.length > 0 && (
        <ErrorSummary errors={form.summary.errors} title={t('repeater.errorTitle')} focusKey={form.summary.focusKey} />
      )}
      <Select
        id={TYPE_ID}
        label={t('modification.type')}
        options={options}
        value={type}
        onChange={setType}
        // A type chosen is valid: only leaving it empty reveals the error.
        onBlur={() => form.touch('type')}
        error={error}
        touched={Boolean(error)}
      />
      <TextInput
        id="mq-modification-description"
        label={t('modification.description')}
        value={description}
        onChange={setDescription}
        maxLength={100}
      />
    </Modal>
  );
}
