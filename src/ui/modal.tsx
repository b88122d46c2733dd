import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { FloatingFocusManager, FloatingOverlay, FloatingPortal, useFloating, useMergeRefs } from '@floating-ui/react';
import { cx } from './cx';
import { PortalRootContext, usePortalRoot } from './portal-root';
import { useUiText } from './ui-text';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom (e.g. Save and Cancel for a repeater form). */
  footer?: ReactNode;
  /** False for a modal the user must wait out: no Close button, Escape does nothing. */
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
 * Gives focus back to the element that had it when the dialog opened, as the dialog closes.
 * floating-ui's own return happens after the closing commit's layout effects, so it took focus
 * back from whatever that commit showed and focused (the error summary after a 'Please wait'
 * flash). A layout effect's cleanup runs before them: the opener gets focus first, and a summary
 * that then takes it keeps it. Rendered before the dialog, so it reads focus before the dialog moves it.
 */
function ReturnFocus({ from }: { from: Node }) {
  useLayoutEffect(() => {
    const root = from.getRootNode() as Document | ShadowRoot;
    const opener = (root.activeElement ?? document.activeElement) as HTMLElement | null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [from]);
  return null;
}

/**
 * A modal dialog (role=dialog, aria-modal, named by its title) portalled into the widget's shadow
 * root. Focus is trapped inside and returns to the opener on close; Escape and Close dismiss it.
 * The host page's scroll is locked only while it is open.
 *
 * Popovers opened inside (a calendar, a typeahead, the Sorry modal over a driver form) portal into
 * the dialog itself, so the focus trap counts them as inside and they stack above it. Escape is a
 * React handler that stops there, so it closes only the innermost layer.
 */
export function Modal({ open, onClose, title, children, footer, dismissible = true, initialFocus, size = 'medium', className, describedByBody = false }: ModalProps) {
  const text = useUiText();
  const titleId = useId();
  const bodyId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const portalRoot = usePortalRoot();
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  const { refs, context } = useFloating({ open, onOpenChange: (next) => (next ? undefined : onClose()) });
  const dialogRef = useMergeRefs([refs.setFloating, setDialog]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !dismissible) return;
    event.stopPropagation();
    onClose();
  };
  if (!open) return null;
  return (
    <FloatingPortal root={portalRoot}>
      <ReturnFocus from={portalRoot} />
      <FloatingOverlay className="mq-modal-overlay" lockScroll>
        <FloatingFocusManager context={context} initialFocus={initialFocus ?? titleRef} returnFocus={false}>
          <div ref={dialogRef} role="dialog" className={cx('mq-modal', `mq-modal--${size}`, className)} aria-modal="true" aria-labelledby={titleId} aria-describedby={describedByBody ? bodyId : undefined} onKeyDown={onKeyDown}>
            <div className="mq-modal__header">
              <h2 ref={titleRef} id={titleId} className="mq-modal__title" tabIndex={-1}>
                {title}
              </h2>
              {dismissible ? (
                <button type="button" className="mq-modal__close" onClick={onClose}>
                  {text.t('common.close')}<span className="mq-modal__close-icon" aria-hidden="true">×</span>
                </button>
              ) : null}
            </div>
            <PortalRootContext.Provider value={dialog ?? portalRoot}>
              <div id={bodyId} className="mq-modal__body">{children}</div>
            </PortalRootContext.Provider>
            {footer ? <div className="mq-modal__footer">{footer}</div> : null}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
