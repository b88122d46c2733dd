import type { LabelKey } from './labels';

/** A label a message may refer to: a dotted key ('error.title'); 'yes' and 'no' could not be told from plain text. */
export type MessageKey = Extract<LabelKey, `${string}.${string}`>;

/**
 * What a validation rule says, as a value: the label `key`, filled with `vars` when shown with the
 * brand's labels (config/message-text.ts, docs/labels.md#validation-messages). A var may itself be
 * a message ('Claim 2: {message}'), worded with its own label. Rules run outside React, so they
 * name a label rather than its words.
 */
export interface FieldMessage {
  readonly key: MessageKey;
  readonly vars?: Readonly<Record<string, string | number | FieldMessage>>;
  /** Said of an additional driver, not the proposer (docs/product/validation.md#additional-drivers). */
  readonly them?: true;
}

/** A rule's message: a label's message, or plain words (a rule given text, as tests and the demo give). */
export type Message = FieldMessage | string;

/** A rule's message: the label `key`, filled with `vars` when shown. TypeScript rejects a key the label set lacks. */
export const msg = (key: MessageKey, vars?: FieldMessage['vars']): FieldMessage => ({ key, vars });
