import { useState } from 'react';
import type { Option } from '../../../api/contract/lists';
import type { Modification } from '../../../api/contract/vehicle';

import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { Modal } from '../../../ui/modal';
import { Select } from '../../../ui/select';
import { TextInput } from '../../../ui/text-input';
import { useUiText } from '../../../ui/ui-text';

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
  // Save presses so far: a failed one lists the problem at the top and takes focus there, as the
  // claim, conviction and driver forms do.
  const [tries, setTries] = useState(0);
  const error = tries > 0 && !type ? t('error.modificationType') : null;
  const save = () => {
    setTries((n) => n + 1);
    if (type) onSave({ type, description: description.trim() || null });
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
      {error && (
        <ErrorSummary errors={[{ id: 'mq-modification-type', message: error }]} title={t('repeater.errorTitle')} focusKey={tries} />
      )}
      <Select
        id="mq-modification-type"
        label={t('modification.type')}
        options={options}
        value={type}
        onChange={setType}
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
