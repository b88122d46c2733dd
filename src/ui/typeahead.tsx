import { memo, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import type { Option } from '../api/contract/lists';
import { cx } from './cx';
import { Field, type FieldBaseProps } from './field';
import { usePortalRoot } from './portal-root';
import { exactOption, matchOptions, TYPEAHEAD_MAX_RESULTS } from './typeahead-match';
import { useUiText } from './ui-text';

export interface TypeaheadProps extends FieldBaseProps {
  options: readonly Option[];
  /** The chosen option's value; '' while the text does not name an option. */
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  maxResults?: number;
}

const listMiddleware = [
  offset(4),
  flip({ padding: 8 }),
  size({
    padding: 8,
    apply({ rects, availableHeight, elements }) {
      Object.assign(elements.floating.style, { width: `${rects.reference.width}px`, maxHeight: `${Math.min(availableHeight, 320)}px` });
    },
  }),
];

/**
 * A WAI-ARIA 1.2 combobox for long lists such as occupations: type any word of the name, arrows
 * move through the matches (aria-activedescendant, focus stays in the input), Enter or a click
 * chooses, Escape closes. The menu shows only when there is text and it matches something.
 */
export const Typeahead = memo(function Typeahead(props: TypeaheadProps) {
  const text = useUiText();
  const { id, options, value, onChange, onBlur, maxResults = TYPEAHEAD_MAX_RESULTS } = props;
  // The text being typed; null while the input simply shows the chosen option's name.
  const [draft, setDraft] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value) setDraft(null);
  }
  const matches = useMemo(() => (draft === null ? [] : matchOptions(options, draft, maxResults)), [options, draft, maxResults]);
  const open = menuOpen && matches.length > 0;
  const chosenName = value ? (options.find((option) => option.value === value)?.name ?? text.t('ui.unknownOption')) : '';
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const portalRoot = usePortalRoot();

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setMenuOpen,
    placement: 'bottom-start',
    // Fixed, so a scrolling modal or an accordion panel never clips the list.
    strategy: 'fixed',
    middleware: listMiddleware,
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useRole(context, { role: 'listbox' }),
    useDismiss(context, { escapeKey: false }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, virtual: true, loop: true }),
  ]);

  const choose = (option: Option) => {
    setDraft(null);
    setMenuOpen(false);
    setActiveIndex(null);
    onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && open && activeIndex !== null && matches[activeIndex]) {
      event.preventDefault();
      choose(matches[activeIndex]);
    } else if (event.key === 'Escape' && open) {
      // Handled here so an enclosing modal does not close with the menu.
      event.preventDefault();
      event.stopPropagation();
      setMenuOpen(false);
    }
  };

  return (
    <Field id={id} label={props.label} hint={props.hint} error={props.error} touched={props.touched} className={cx('mq-typeahead', props.className)}>
      {(control) => (
        <>
          <input
            {...control}
            ref={refs.setReference}
            className="mq-input"
            type="text"
            name={props.name}
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            disabled={props.disabled}
            required={props.required}
            value={draft ?? chosenName}
            {...getReferenceProps({
              onChange: (event) => {
                setDraft((event.target as HTMLInputElement).value);
                setMenuOpen(true);
                setActiveIndex(null);
                if (value) onChange('');
              },
              onKeyDown,
              onBlur: () => {
                setMenuOpen(false);
                const exact = draft === null ? undefined : exactOption(options, draft);
                if (exact) choose(exact);
                onBlur?.();
              },
            })}
          />
          <div className="mq-visually-hidden" role="status">
            {draft?.trim() && menuOpen ? (matches.length ? (matches.length === 1 ? text.t('ui.resultOne') : text.t('ui.resultCount', { count: matches.length })) : text.t('ui.noResults')) : ''}
          </div>
          {open ? (
            <FloatingPortal root={portalRoot}>
              <ul ref={refs.setFloating} style={floatingStyles} className="mq-popover mq-listbox" aria-labelledby={`${id}-label`} {...getFloatingProps()}>
                {matches.map((option, index) => (
                  <li
                    key={option.value}
                    id={`${id}-option-${index}`}
                    role="option"
                    aria-selected={index === activeIndex}
                    className={cx('mq-listbox__option', index === activeIndex && 'is-active')}
                    {...getItemProps({
                      ref: (node: HTMLElement | null) => {
                        listRef.current[index] = node;
                      },
                      onMouseDown: (event) => event.preventDefault(),
                      onClick: () => choose(option),
                    })}
                  >
                    {option.name}
                  </li>
                ))}
              </ul>
            </FloatingPortal>
          ) : null}
        </>
      )}
    </Field>
  );
});
