import { memo, useEffect, useId, useState, type KeyboardEvent } from 'react';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { Calendar, type CalendarProps } from './calendar';
import { CalendarIcon } from './icons';
import { usePortalRoot } from './portal-root';
import { useUiText } from './ui-text';

interface CalendarButtonProps extends Omit<CalendarProps, 'onOk' | 'onCancel'> {
  /** The field's label: it names the button for screen readers and titles the dialog. */
  fieldLabel: string;
  onSelect: (iso: string) => void;
  disabled?: boolean;
}

/**
 * 'Choose date' beside a date input: opens the calendar in a labelled dialog portalled into the
 * widget's shadow root. Focus starts on the active day, is held in the dialog, and returns to this
 * button on Ok, Cancel, Escape or a click outside.
 */
export const CalendarButton = memo(function CalendarButton({ fieldLabel, onSelect, disabled, ...calendar }: CalendarButtonProps) {
  const text = useUiText();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const portalRoot = usePortalRoot();
  const { refs, floatingStyles, context, isPositioned } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    // Fixed, so a scrolling modal or a closing accordion panel never clips it.
    strategy: 'fixed',
    middleware: [
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
    ],
    whileElementsMounted: autoUpdate,
  });
  // The calendar focuses its day as it mounts, before the popover is placed and given its height:
  // once it is, the focused day is scrolled into the popover's view again, clear of the sticky
  // Cancel/Ok bar (its scroll-padding), or it would sit under that bar on a short screen.
  useEffect(() => {
    const floating = refs.floating.current;
    if (!isPositioned || !floating) return;
    const focused = (floating.getRootNode() as ShadowRoot | Document).activeElement;
    if (focused && floating.contains(focused)) focused.scrollIntoView?.({ block: 'nearest' });
  }, [isPositioned, refs]);
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    // Escape is handled below instead, so that inside a modal it closes the calendar only.
    useDismiss(context, { escapeKey: false }),
    useRole(context, { role: 'dialog' }),
  ]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
  };

  return (
    <>
      <button ref={refs.setReference} type="button" className="mq-button mq-button--secondary mq-date__button" disabled={disabled} {...getReferenceProps()}>
        <CalendarIcon />
        {text.t('ui.chooseDate')}{' '}<span className="mq-visually-hidden">{text.t('ui.chooseDateFor', { field: String(fieldLabel) })}</span>
      </button>
      {open ? (
        <FloatingPortal root={portalRoot}>
          {/* The calendar focuses its active day itself, so the manager only traps and returns focus. */}
          <FloatingFocusManager context={context} initialFocus={-1}>
            <div ref={refs.setFloating} style={floatingStyles} className="mq-popover mq-calendar-popover" aria-labelledby={titleId} aria-modal="true" {...getFloatingProps({ onKeyDown: closeOnEscape })}>
              <p id={titleId} className="mq-calendar-popover__title">
                {fieldLabel}
              </p>
              <Calendar
                {...calendar}
                autoFocus
                onOk={(iso) => {
                  onSelect(iso);
                  setOpen(false);
                }}
                onCancel={() => setOpen(false)}
              />
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
});
