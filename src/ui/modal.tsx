import { useCallback, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { PortalRootContext, usePortalRoot } from './portal-root';
import { useModalDialog } from './use-modal-dialog';
import { useUiText } from './ui-text';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom (e.g. Save and Cancel for a repeater form). */
  footer?: ReactNode;
  /** False for a modal the customer must wait out: no Close button, Escape does nothing. */
  dismissible?: boolean;
  /** Where focus starts; by default the title, so the dialog is read from its top. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'medium' | 'large';
  className?: string;
  /**
   * For a dialog that says something (a notice, a warning, Please wait) rather than asks: its body
   * is the dialog's description, so a screen reader reads the message with the title on opening.
   * Left off for forms and tables, whose whole body would be read out as one description.
   */
  describedByBody?: boolean;
}

/**
 * A modal dialog: a native <dialog> opened with showModal(), named by its title, portalled into the
 * widget's shadow root. The browser puts it in the top layer and makes everything else inert; Tab
 * goes round inside it, Escape and Close dismiss it, and focus returns to the opener on close. The
 * host page's scroll is held only while it is open.
 *
 * Popovers opened inside (a calendar, a typeahead, the Sorry modal over a driver form) portal into
 * the dialog itself, so they are not inert while it is open, and each later dialog goes on top in
 * the top layer. Escape is a React handler that stops there, so it closes only the innermost layer.
 */
export function Modal(props: ModalProps) {
  const portalRoot = usePortalRoot();
  // Mounted only while open: the dialog is shown as it mounts and closed as it unmounts.
  return props.open ? createPortal(<ModalDialog {...props} />, portalRoot) : null;
}

function ModalDialog({
  onClose,
  title,
  children,
  footer,
  dismissible = true,
  initialFocus,
  size = 'medium',
  className,
  describedByBody = false,
}: ModalProps) {
  const text = useUiText();
  const titleId = useId();
  const bodyId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The dialog as state too, so the layers inside can portal into it once it exists.
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const setRefs = useCallback((node: HTMLDialogElement | null) => {
    dialogRef.current = node;
    setDialog(node);
  }, []);
  const portalRoot = usePortalRoot();
  const onKeyDown = useModalDialog(dialogRef, {
    onDismiss: dismissible ? onClose : undefined,
    initialFocus: initialFocus ?? titleRef,
    lockScroll: true,
  });
  return (
    <dialog
      ref={setRefs}
      className={cx('mq-modal', `mq-modal--${size}`, className)}
      // Implied by showModal(); said too for assistive technology that reads only the attribute.
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedByBody ? bodyId : undefined}
      onKeyDown={onKeyDown}
    >
      <div className="mq-modal__header">
        <h2 ref={titleRef} id={titleId} className="mq-modal__title" tabIndex={-1}>
          {title}
        </h2>
        {dismissible ? (
          <button type="button" className="mq-modal__close" onClick={onClose}>
            {text.t('common.close')}
            <span className="mq-modal__close-icon" aria-hidden="true">
              ×
            </span>
          </button>
        ) : null}
      </div>
      <PortalRootContext.Provider value={dialog ?? portalRoot}>
        <div id={bodyId} className="mq-modal__body">
          {children}
        </div>
      </PortalRootContext.Provider>
      {footer ? <div className="mq-modal__footer">{footer}</div> : null}
    </dialog>
  );
}
