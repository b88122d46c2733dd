import type { Message } from './label-message';
import { fillLabel, labelOrFallback, type LabelKey, type LabelVars } from './labels';
import { additionalDriverMessage } from '../domain/validation/additional-driver';

/** Shown for a message naming a label the set lacks: the field still says something is wrong, never a raw key. */
const FALLBACK_KEY: LabelKey = 'error.checkAnswer';

/**
 * The text of a validation message (docs/labels.md#validation-messages): a label's message is looked
 * up in the brand's labels and filled with its values, a nested message worded first; plain words are
 * shown as they are. The additional-driver wording is applied to the brand's own text, so one override
 * serves both.
 */
export function messageText(labels: Readonly<Record<string, string>>, message: Message, brandVars: LabelVars = {}): string {
  if (typeof message === 'string') return message;
  const vars: LabelVars = { ...brandVars };
  for (const [name, value] of Object.entries(message.vars ?? {}))
    vars[name] = typeof value === 'object' ? messageText(labels, value, brandVars) : value;
  const text = fillLabel(labelOrFallback(labels, message.key, labels[FALLBACK_KEY] ?? ''), vars);
  return message.them ? additionalDriverMessage(text) : text;
}
