import { useState } from 'react';
import type { Option } from '../../../api/contract/lists';
import type { Modification } from '../../../api/contract/vehicle';
import { useLabels } from '../../../store/widget-context';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Select } from '../../../ui/select';
import { TextInput } from '../../../ui/text-input';

interface ModificationModalProps {
  open: boolean;
  initial?: Modification;
  options: Option[];
  onSave: (item: Modification) => void;
  onClose: () => void;
}

/** Add or change one modification; the type is required, the description optional. */
export function ModificationModal({ open, initial, options, onSave, onClose }: ModificationModalProps) {
  const t = useLabels();
  const [type, setType] = useState(initial?.type ?? null);
  const [description, setDescription] = useState(initial?.description ?? '');
  const [tried, setTried] = useState(false);
  const error = tried && !type ? t('error.modificationType') : null;
  const save = () => {
    setTried(true);
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
      <Select id="mq-modification-type" label={t('modification.type')} options={options} value={type} onChange={setType} error={error} touched={Boolean(error)} />
      <TextInput id="mq-modification-description" label={t('modification.description')} value={description} onChange={setDescription} maxLength={100} />
    </Modal>
  );
}
