import {
  memo,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom';
import { Calendar, type CalendarProps } from './calendar';
import { CalendarIcon } from './icons';
import { usePortalRoot } from './portal-root';
import { useModalDialog } from './use-modal-dialog';
import { useUiText } from './ui-text';

interface CalendarButtonProps extends Omit<CalendarProps, 'onOk' | 'onCancel'> {
  /** The field's label: it names the button for screen readers and titles the dialog. */
  fieldLabel: string;
  onSelect: (iso: string) => void;
  disabled?: boolean;
}

const middleware = [
  offset(8),
  // The side with more room when neither fits (a phone held sideways, 200% zoom).
  flip({ padding: 8, fallbackStrategy: 'bestFit' }),
  // On a short screen the calendar scrolls inside itself rather than off the screen: as tall as
  // that side allows, at least 200 px, never taller than the window.
  size({
    padding: 8,
    apply({ availableHeight, elements }) {
      elements.floating.style.maxHeight = `${Math.min(Math.max(availableHeight, 200), window.innerHeight - 16)}px`;
    },
  }),
  // Then kept inside the window on both axes, over its button if it must: a calendar partly
  // below the screen hid the focused day and made the page scroll after it (WCAG 2.4.11).
  shift({ padding: 8, crossAxis: true }),
];

/**
 * 'Choose date' beside a date input: opens the calendar in a labelled modal <dialog> placed beside
 * the button. Modal, so the browser holds focus in it and keeps it above everything, a modal form
 * included (the top layer, position fixed: nothing clips it). Focus starts on the active day and
 * returns to this button on Ok, Cancel, Escape or a click outside.
 */
export const CalendarButton = memo(function CalendarButton({ fieldLabel, onSelect, disabled, ...calendar }: CalendarButtonProps) {
  const text = useUiText();
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const portalRoot = usePortalRoot();
  const { refs, floatingStyles, isPositioned } = useFloating({
    open,
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware,
    whileElementsMounted: autoUpdate,
  });
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        className="mq-button mq-button--secondary mq-date__button"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen(true)}
      >
        <CalendarIcon />
        {text.t('ui.chooseDate')} <span className="mq-visually-hidden">{text.t('ui.chooseDateFor', { field: String(fieldLabel) })}</span>
      </button>
      {open
        ? createPortal(
            <CalendarDialog
              id={dialogId}
              fieldLabel={fieldLabel}
              setFloating={refs.setFloating}
              style={floatingStyles}
              isPositioned={isPositioned}
              button={refs.reference as RefObject<HTMLElement | null>}
              onClose={close}
            >
              <Calendar
                {...calendar}
                autoFocus
                onOk={(iso) => {
                  onSelect(iso);
                  close();
                }}
                onCancel={close}
              />
            </CalendarDialog>,
            portalRoot,
          )
        : null}
    </>
  );
});

interface CalendarDialogProps {
  id: string;
  fieldLabel: string;
  setFloating: (node: HTMLElement | null) => void;
  style: CSSProperties;
  isPositioned: boolean;
  button: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
}

function CalendarDialog({ id, fieldLabel, setFloating, style, isPositioned, button, onClose, children }: CalendarDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const setRefs = useCallback(
    (node: HTMLDialogElement | null) => {
      dialogRef.current = node;
      setFloating(node);
    },
    [setFloating],
  );
  // The calendar focuses its active day itself (after the dialog has opened: a passive effect).
  const onKeyDown = useModalDialog(dialogRef, { onDismiss: onClose, returnFocus: button });

  // The calendar focuses its day as it mounts, before the popover is placed and given its height:
  // once it is, the focused day is scrolled into the popover's view again, clear of the sticky
  // Cancel/Ok bar (its scroll-padding), or it would sit under that bar on a short screen.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isPositioned || !dialog) return;
    const focused = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
    if (focused && dialog.contains(focused)) focused.scrollIntoView?.({ block: 'nearest' });
  }, [isPositioned]);

  // A click on the backdrop reaches the dialog itself (a pseudo-element is no event target): a
  // click on the dialog outside its own box is a click outside the calendar.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) onClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- the click is on the backdrop (see onClick); keys are the dialog pattern's
    <dialog
      ref={setRefs}
      id={id}
      style={style}
      className="mq-popover mq-calendar-popover"
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <p id={titleId} className="mq-calendar-popover__title">
        {fieldLabel}
      </p>
      {children}
    </dialog>
  );
}
