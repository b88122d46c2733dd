import type { LabelKey, LabelVars } from './labels';

/**
 * Validation rules run outside React and valibot carries a message as text, so a rule's message is
 * a reference to a label, resolved by the component that shows it with the brand's labels:
 * 'error.title' or 'error.minAge?age=17'. A var may itself hold a reference ('Claim 2: {message}').
 */
export interface LabelMessage {
  key: string;
  vars: LabelVars;
  /** Worded for an additional driver once its text is known ('your' -> 'their'). */
  forThem: boolean;
}

// The mark of an additional driver's message; a var name no label uses.
const THEM = '_them';
const KEY_SHAPE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

const encode = (key: string, vars: LabelVars) => {
  // Most messages have no vars, and rules are built on every check: no URLSearchParams for nothing.
  if (Object.keys(vars).length === 0) return key;
  const query = new URLSearchParams(Object.entries(vars).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${key}?${query}` : key;
};

/** A rule's message: the label `key`, filled with `vars` when shown. TypeScript rejects a key the label set lacks. */
/** A label a message may refer to: a dotted key ('error.title'); 'yes' and 'no' could not be told from plain text. */
export type MessageKey = Extract<LabelKey, `${string}.${string}`>;

export const msg = (key: MessageKey, vars: LabelVars = {}): string => encode(key, vars);

/** The label a message refers to, or null for a plain text message (a rule given words rather than a label, as in tests). */
export function parseLabelMessage(message: string): LabelMessage | null {
  const split = message.indexOf('?');
  const key = split < 0 ? message : message.slice(0, split);
  if (!KEY_SHAPE.test(key)) return null;
  const vars: LabelVars = {};
  if (split < 0) return { key, vars, forThem: false };
  const params = new URLSearchParams(message.slice(split + 1));
  for (const [name, value] of params) if (name !== THEM) vars[name] = value;
  return { key, vars, forThem: params.has(THEM) };
}

/** Marks a label message to be worded for an additional driver; null for a plain text message. */
export function markForThem(message: string): string | null {
  const parsed = parseLabelMessage(message);
  return parsed ? encode(parsed.key, { ...parsed.vars, [THEM]: 1 }) : null;
}
