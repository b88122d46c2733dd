import type { Message } from '../../config/label-message';

/**
 * A message said of an additional driver (docs/product/validation.md#additional-drivers): marked, and
 * worded for them when shown, where the label says {you}, {You} or {your} (config/message-text.ts).
 * Plain words, which name no label, are shown as they are.
 */
export const saidOfThem = (message: Message): Message => (typeof message === 'string' ? message : { ...message, them: true });
