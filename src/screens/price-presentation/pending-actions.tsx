import { Button } from '../../ui/button';
import { focusById } from '../../ui/focus-error';
import { useUiText } from '../../ui/ui-text';

interface PendingActionsProps {
  /** What undoing goes back to, as shown ('£250', '1st March 2026'). */
  current: string;
  /** The changed field's id: Keep puts focus back in it, showing what she kept, as its button goes. */
  field: string;
  canConfirm: boolean;
  onConfirm: () => unknown;
  onUndo: () => void;
}

/** Confirm & requote for a changed excess or start date, with the way back to the current one. */
export function PendingActions({ current, field, canConfirm, onConfirm, onUndo }: PendingActionsProps) {
  const { t } = useUiText();
  return (
    <div className="mq-price-pending">
      <p className="mq-price-pending__hint">{t('price.pendingHint')}</p>
      <div className="mq-price-pending__buttons">
        <Button variant="primary" onClick={onConfirm} disabled={!canConfirm}>
          {t('price.confirmRequote')}
        </Button>
        <Button
          variant="link"
          onClick={(event) => {
            focusById(event.currentTarget, field);
            onUndo();
          }}
        >
          {t('price.cancelChange', { value: current })}
        </Button>
      </div>
    </div>
  );
}
