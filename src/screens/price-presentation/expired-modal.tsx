import { useState } from 'react';
import { formatDisplayDate, shiftDate, startDateWindow, todayIso } from '../../domain/dates';
import { startDateError } from '../../flows/price/start-date';

import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { Modal } from '../../ui/modal';
import { useUiText } from '../../ui/ui-text';

interface ExpiredModalProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (startDate: string) => unknown;
}

/** Continue with a start date that has passed: a new date must be picked, which re-quotes. */
export function ExpiredModal({ open, onClose, onSubmit }: ExpiredModalProps) {
  const { t } = useUiText();
  const [value, setValue] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const error = startDateError(value);
  const range = startDateWindow();
  const submit = () => {
    setTried(true);
    if (error === null && value) return onSubmit(value);
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('price.expiredTitle')}
      footer={<Button onClick={submit}>{t('price.expiredSubmit')}</Button>}
    >
      <p>{t('price.expiredBody')}</p>
      {/* The start date's own hint: the default date hint's example is a date of birth. */}
      <DateInput
        id="mq-expired-start"
        label={t('price.expiredLabel')}
        hint={t('price.startHint', { example: formatDisplayDate(shiftDate(todayIso(), 7, 'day')) })}
        value={value}
        onChange={setValue}
        onBlur={() => setTried(true)}
        min={range.min}
        max={range.max}
        error={error}
        touched={tried}
      />
    </Modal>
  );
}
