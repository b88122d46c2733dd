import type { Message } from './label-message';
import { fillLabel, labelOrFallback, type LabelKey, type LabelVars } from './labels';

/** Shown for a message naming a label the set lacks: the field still says something is wrong, never a raw key. */
const FALLBACK_KEY: LabelKey = 'error.checkAnswer';

/**
 * The text of a validation message (docs/labels.md#validation-messages): a label's message is looked
 * up in the brand's labels and filled with its values, a nested message worded first; plain words are
 * shown as they are. {you}, {You} and {your} are the proposer's words, or an additional driver's
 * ('they', 'their') in a message said of them and in the messages it holds: the label set says both,
 * so one override of a message serves the proposer and every driver.
 */
export function messageText(labels: Readonly<Record<string, string>>, message: Message, brandVars: LabelVars = {}, them = false): string {
  if (typeof message === 'string') return message;
  const person = them || message.them ? 'them' : 'you';
  const vars: LabelVars = { ...brandVars };
  for (const name of ['you', 'You', 'your']) vars[name] = labels[`${person}.${name}`];
  for (const [name, value] of Object.entries(message.vars ?? {}))
    vars[name] = typeof value === 'object' ? messageText(labels, value, brandVars, person === 'them') : value;
  return fillLabel(labelOrFallback(labels, message.key, labels[FALLBACK_KEY] ?? ''), vars);
}
