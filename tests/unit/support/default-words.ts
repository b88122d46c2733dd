import { DEFAULT_LABELS } from '../../../src/config/labels';
import { messageText } from '../../../src/config/message-text';

/**
 * A rule's result as the widget shows it with the default labels: label messages (and the strings
 * inside records and lists) are resolved, so tests keep asserting docs/product/README.md#required-wording's own words.
 */
export function inWords<T>(value: T): T {
  if (typeof value === 'string') return messageText(DEFAULT_LABELS, value) as T;
  if (Array.isArray(value)) return value.map(inWords) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inWords(item)])) as T;
  }
  return value;
}
