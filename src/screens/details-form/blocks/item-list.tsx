import { Button } from '../../../ui/button';
import { FieldError } from '../../../ui/field-messages';
import { fieldId } from '../use-question';
import { useUiText } from '../../../ui/ui-text';
import type { Message } from '../../../config/label-message';

export interface ListItem {
  title: string;
  detail?: string;
  /** A problem with this item, shown on it (an additional driver's missing answers). */
  error?: Message | null;
}

interface ItemListProps {
  /** Whole path of the list: the Add button carries its id, each item's Change button its own. */
  path: string;
  heading: string;
  items: ListItem[];
  error: Message | null;
  addLabel: string;
  canAdd: boolean;
  limitText: string;
  onAdd: () => void;
  onChange: (index: number) => void;
  onRemove: (index: number) => void;
}

/**
 * Remove takes its own button away: focus goes first to the list's heading, above what she changed
 * and in view, so she is not left on the page's body with the next Tab starting at the top (WCAG 2.4.3).
 */
export const focusList = (button: HTMLElement) => button.closest('.mq-repeater')?.querySelector('h3')?.focus();

/** A repeater's list: each item with Change and Remove, then Add (hidden at the limit, which is said instead). */
export function ItemList({ path, heading, items, error, addLabel, canAdd, limitText, onAdd, onChange, onRemove }: ItemListProps) {
  const { t } = useUiText();
  return (
    <div className="mq-repeater" data-invalid={error ? true : undefined}>
      <h3 className="mq-heading-s" tabIndex={-1}>
        {heading}
      </h3>
      {error && <FieldError id={`${fieldId(path)}-error`} message={error} />}
      {items.length > 0 && (
        <ul className="mq-repeater__list">
          {items.map((item, index) => (
            <li key={index} className="mq-repeater__item" data-invalid={item.error ? true : undefined}>
              <span className="mq-repeater__text">
                <strong>{item.title}</strong>
                {item.detail && <span className="mq-repeater__detail">{item.detail}</span>}
                {item.error && <FieldError id={`${fieldId(`${path}.${index}`)}-error`} message={item.error} />}
              </span>
              <span className="mq-repeater__actions">
                <Button
                  id={fieldId(`${path}.${index}`)}
                  variant="link"
                  onClick={() => onChange(index)}
                  aria-label={`${t('repeater.change')} ${item.title}`}
                  aria-describedby={item.error ? `${fieldId(`${path}.${index}`)}-error` : undefined}
                >
                  {t('repeater.change')}
                </Button>
                <Button
                  variant="link"
                  onClick={(event) => {
                    focusList(event.currentTarget);
                    onRemove(index);
                  }}
                  aria-label={`${t('repeater.remove')} ${item.title}`}
                >
                  {t('repeater.remove')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {canAdd ? (
        <Button id={fieldId(path)} variant="secondary" onClick={onAdd} aria-describedby={error ? `${fieldId(path)}-error` : undefined}>
          {addLabel}
        </Button>
      ) : (
        <p className="mq-hint">{limitText}</p>
      )}
    </div>
  );
}
