import { Modal } from './modal';
import { useUiText } from './ui-text';

interface LoadingModalProps {
  open: boolean;
  /** e.g. 'We are now calculating your quote.' or 'Recalling quote...' */
  message: string;
  title?: string;
}

const noop = () => undefined;

/** 'Please wait' while a quote is worked out: it cannot be dismissed and holds focus until done. */
export function LoadingModal({ open, message, title }: LoadingModalProps) {
  const text = useUiText();
  return (
    <Modal open={open} onClose={noop} title={title ?? text.t('common.pleaseWait')} dismissible={false} describedByBody>
      <div className="mq-loading" aria-busy="true">
        <span className="mq-spinner" aria-hidden="true" />
        <p className="mq-loading__message">{message}</p>
      </div>
    </Modal>
  );
}
