import { DEFAULT_LABELS } from '../../../src/config/labels';
import type { FieldMessage } from '../../../src/config/label-message';
import { messageText } from '../../../src/config/message-text';

const MESSAGE_PARTS = ['key', 'vars', 'them'];

/** A label's message (src/config/label-message.ts), told from a record of errors by its parts. */
const isFieldMessage = (value: unknown): value is FieldMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldMessage).key === 'string' &&
  Object.keys(value).every((part) => MESSAGE_PARTS.includes(part));

/**
 * A rule's result as the widget shows it with the default labels: messages (and those inside records
 * and lists) are worded, so tests keep asserting docs/product/README.md#required-wording's own words.
 */
export function inWords<T>(value: T): T {
  if (typeof value === 'string' || isFieldMessage(value)) return messageText(DEFAULT_LABELS, value) as T;
  if (Array.isArray(value)) return value.map(inWords) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inWords(item)])) as T;
  }
  return value;
}
