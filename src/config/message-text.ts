import { parseLabelMessage } from './label-message';
import { fillLabel, labelOrFallback, type LabelKey, type LabelVars } from './labels';
import { additionalDriverMessage } from '../domain/validation/additional-driver';

/** Shown for a message naming a label the set lacks: the field still says something is wrong, never a raw key. */
const FALLBACK_KEY: LabelKey = 'error.checkAnswer';

/**
 * The text of a validation message: a label reference (src/config/label-message.ts) is looked up in
 * the brand's labels and filled, nested references first; plain text is shown as it is. The
 * additional-driver wording is applied to the brand's own text, so one override serves both.
 */
export function messageText(labels: Readonly<Record<string, string>>, message: string, brandVars: LabelVars = {}): string {
  const parsed = parseLabelMessage(message);
  if (!parsed) return message;
  const vars: LabelVars = { ...brandVars };
  for (const [name, value] of Object.entries(parsed.vars)) {
    const nested = parseLabelMessage(String(value));
    vars[name] = nested && Object.hasOwn(labels, nested.key) ? messageText(labels, String(value), brandVars) : value;
  }
  const template = labelOrFallback(labels, parsed.key, labels[FALLBACK_KEY] ?? '');
  const text = fillLabel(template, vars);
  return parsed.forThem ? additionalDriverMessage(text) : text;
}
