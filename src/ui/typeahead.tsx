import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { autoUpdate, offset, size, useFloating, type Middleware } from '@floating-ui/react-dom';
import type { Option } from '../contract/lists';
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

const listMiddleware: Middleware[] = [
  offset(4),
  size({
    padding: 8,
    apply({ rects, availableHeight, elements }) {
      Object.assign(elements.floating.style, { width: `${rects.reference.width}px`, maxHeight: `${Math.min(availableHeight, 320)}px` });
    },
  }),
  // A list above its field is placed by its bottom edge and hangs from it (translate, below): as
  // its matches change, its height changes in the same frame, never its place by the field. Placed
  // by its top, it stood a frame where its old height put it, and a press aimed then missed.
  { name: 'edge', fn: ({ y, rects, placement }) => ({ y: placement[0] == 't' ? y + rects.floating.height : y }) },
];

/**
 * A WAI-ARIA 1.2 combobox for long lists such as occupations: type any word of the name, arrows
 * move through the matches (aria-activedescendant, focus stays in the input) and go round at the
 * ends, Enter or a click chooses, Escape or a press outside closes. The menu shows only when there
 * is text and it matches something.
 */
export const Typeahead = memo(function Typeahead(props: TypeaheadProps) {
  const text = useUiText();
  const { id, options, value, onChange, onBlur, maxResults = TYPEAHEAD_MAX_RESULTS } = props;
  // The text being typed; null while the input simply shows the chosen option's name.
  const [draft, setDraft] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [above, setAbove] = useState(false);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value) setDraft(null);
  }
  const matches = useMemo(() => (draft === null ? [] : matchOptions(options, draft, maxResults)), [options, draft, maxResults]);
  const open = menuOpen && matches.length > 0;
  const chosenName = value ? (options.find((option) => option.value === value)?.name ?? text.t('ui.unknownOption')) : '';
  const listId = useId();
  const optionId = (index: number) => `${id}-option-${index}`;
  const listRef = useRef<HTMLUListElement>(null);
  const portalRoot = usePortalRoot();

  const { refs, floatingStyles, elements } = useFloating({
    open,
    placement: above ? 'top-start' : 'bottom-start',
    // Fixed, so a scrolling modal or an accordion panel never clips the list.
    strategy: 'fixed',
    middleware: listMiddleware,
    whileElementsMounted: autoUpdate,
  });
  const { setFloating } = refs;
  const setList = useCallback(
    (node: HTMLUListElement | null) => {
      listRef.current = node;
      setFloating(node);
    },
    [setFloating],
  );
  // An option reached by the arrows is kept in the list's view (one under the pointer is not moved),
  // by the list's own scroll: scrollIntoView scrolls the page too, and as the arrows opened the list
  // again after Escape, before it was placed by its field, Chromium threw the page 1,700 px away and
  // Enter chose an option she never saw.
  const arrowed = useRef(false);
  useLayoutEffect(() => {
    const list = listRef.current;
    const item = arrowed.current && activeIndex !== null && (list?.children[activeIndex] as HTMLElement | undefined);
    if (list && item) {
      const { offsetTop: top, offsetHeight } = item;
      list.scrollTop = Math.min(top, Math.max(list.scrollTop, top + offsetHeight - list.clientHeight));
    }
    arrowed.current = false;
  }, [activeIndex, open]);

  // A press anywhere but the input and the list closes it. Blur alone would miss a tap on plain
  // text in iOS Safari, which leaves the input focused (and its keyboard up).
  useEffect(() => {
    const { reference, floating } = elements;
    if (!open || !reference || !floating) return;
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (!path.includes(reference as Element) && !path.includes(floating)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, elements]);

  const choose = (option: Option) => {
    setDraft(null);
    setMenuOpen(false);
    setActiveIndex(null);
    onChange(option.value);
  };

  const move = (step: 1 | -1) => {
    const last = matches.length - 1;
    const from = open ? activeIndex : null;
    const next = from === null ? (step === 1 ? 0 : last) : from + step > last ? 0 : from + step < 0 ? last : from + step;
    arrowed.current = true;
    setMenuOpen(true);
    setActiveIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && matches.length > 0) {
      // The caret stays where it is; the arrows belong to the list (and open it again after Escape).
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open && activeIndex !== null && matches[activeIndex]) {
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
    <Field
      id={id}
      label={props.label}
      hint={props.hint}
      why={props.why}
      error={props.error}
      touched={props.touched}
      className={props.className}
    >
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
            role="combobox"
            aria-autocomplete="list"
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && activeIndex !== null ? optionId(activeIndex) : undefined}
            disabled={props.disabled}
            required={props.required}
            value={draft ?? chosenName}
            onChange={(event) => {
              setDraft(event.target.value);
              if (!open) {
                // Above or below, decided as the list opens by where its field is, never by how many
                // matches it holds: a list that flipped sides as they changed moved its options
                // under a press aimed at one (WebKit; docs/contributing.md#finding-a-flaky-test). Above
                // when a full list (320 px, its margins) lacks room below and there is more above.
                const { top, bottom } = event.currentTarget.getBoundingClientRect();
                setAbove(bottom > innerHeight - 332 && top > innerHeight - bottom);
              }
              setMenuOpen(true);
              setActiveIndex(null);
              if (value) onChange('');
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setMenuOpen(false);
              const exact = draft === null ? undefined : exactOption(options, draft);
              if (exact) choose(exact);
              onBlur?.();
            }}
          />
          <div className="mq-visually-hidden" role="status">
            {draft?.trim() && menuOpen
              ? matches.length
                ? matches.length === 1
                  ? text.t('ui.resultOne')
                  : text.t('ui.resultCount', { count: matches.length })
                : text.t('ui.noResults')
              : ''}
          </div>
          {open
            ? createPortal(
                <ul
                  ref={setList}
                  id={listId}
                  role="listbox"
                  style={above ? { ...floatingStyles, translate: '0 -100%' } : floatingStyles}
                  className="mq-popover mq-listbox"
                  aria-labelledby={`${id}-label`}
                >
                  {matches.map((option, index) => (
                    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- keys stay with the input (a combobox with aria-activedescendant)
                    <li
                      key={option.value}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === activeIndex}
                      className={cx('mq-listbox__option', index === activeIndex && 'is-active')}
                      // Focus stays in the input: pressing an option must not blur it first.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => setActiveIndex(index)}
                      onClick={() => choose(option)}
                    >
                      {option.name}
                    </li>
                  ))}
                </ul>,
                portalRoot,
              )
            : null}
        </>
      )}
    </Field>
  );
});
