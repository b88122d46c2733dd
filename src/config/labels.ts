import { ABOUT_YOU_LABELS } from './labels/about-you-labels';
import { ADDONS_LABELS } from './labels/addons-labels';
import { CAR_LABELS } from './labels/car-labels';
import { END_STATE_LABELS } from './labels/end-state-labels';
import { PAYMENT_LABELS } from './labels/payment-labels';
import { RECALL_LABELS } from './labels/recall-labels';
import { SHELL_LABELS } from './labels/shell-labels';
import { SUMMARY_LABELS } from './labels/summary-labels';
import { YOUR_DETAILS_LABELS } from './labels/your-details-labels';
import { YOUR_DRIVING_LABELS } from './labels/your-driving-labels';
import { MEDICAL_LABELS } from './labels/medical-labels';
import { USING_THE_CAR_LABELS } from './labels/using-the-car-labels';
import { COVER_DETAILS_LABELS } from './labels/cover-details-labels';
import { ADDITIONAL_DRIVERS_LABELS } from './labels/additional-drivers-labels';
import { PRICE_LABELS } from './labels/price-labels';
import { ERROR_LABELS } from './labels/error-labels';
import { ERROR_JOURNEY_LABELS } from './labels/error-journey-labels';
import { UI_LABELS } from './labels/ui-labels';
import { FIGURES_LABELS } from './labels/figures-labels';
import { CARE_LABELS } from './labels/care-labels';
import { SESSION_DATA_LABELS } from './labels/session-data-labels';
import { DISCLOSURE_LABELS } from './labels/disclosure-labels';
import { CHANGED_LABELS } from './labels/changed-labels';
import { CHECK_ANSWERS_LABELS } from './labels/check-answers-labels';
import { WAYS_BACK_LABELS } from './labels/ways-back-labels';
import { PRONOUN_LABELS } from './labels/pronoun-labels';
import { CREDIT_LABELS } from './labels/credit-labels';
import { STATUS_LABELS } from './labels/status-labels';
import { HOLDER_LABELS } from './labels/holder-labels';
import { SAVE_LATER_LABELS } from './labels/save-later-labels';

/** Every user-facing text of the widget; a brand overrides any of them with config.labels. */
export const DEFAULT_LABELS = {
  ...SHELL_LABELS,
  ...END_STATE_LABELS,
  ...ABOUT_YOU_LABELS,
  ...CAR_LABELS,
  ...ADDONS_LABELS,
  ...SUMMARY_LABELS,
  ...PAYMENT_LABELS,
  ...RECALL_LABELS,
  ...YOUR_DETAILS_LABELS,
  ...YOUR_DRIVING_LABELS,
  ...MEDICAL_LABELS,
  ...USING_THE_CAR_LABELS,
  ...COVER_DETAILS_LABELS,
  ...ADDITIONAL_DRIVERS_LABELS,
  ...PRICE_LABELS,
  ...ERROR_LABELS,
  ...ERROR_JOURNEY_LABELS,
  ...UI_LABELS,
  ...FIGURES_LABELS,
  ...CARE_LABELS,
  ...SESSION_DATA_LABELS,
  ...DISCLOSURE_LABELS,
  ...CHANGED_LABELS,
  ...CHECK_ANSWERS_LABELS,
  ...WAYS_BACK_LABELS,
  ...PRONOUN_LABELS,
  ...CREDIT_LABELS,
  ...STATUS_LABELS,
  ...HOLDER_LABELS,
  ...SAVE_LATER_LABELS,
} as const;

export type LabelKey = keyof typeof DEFAULT_LABELS;
export type Labels = Record<LabelKey, string>;
export type LabelVars = Record<string, string | number>;

/** Merges a brand's overrides, reporting keys the widget does not have (a typo would otherwise pass silently). */
const UNKNOWN_NAMED = 5;
const shortKey = (key: string) => (key.length > 80 ? `${key.slice(0, 80)}…` : key);

export function resolveLabels(overrides: Record<string, string>, log: (message: string) => void = console.error): Labels {
  // A copy with no prototype: V8 builds it as a dictionary from the start (about 3 ms at 4x CPU in
  // Chromium), where { ...DEFAULT_LABELS } walked a fast object through a new hidden class per key
  // for its 900-odd labels (20 to 50 ms at 4x, in the task that mounts the widget). Lookups are
  // by own key only (Object.hasOwn), so nothing is missed by the lack of a prototype.
  const labels: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, DEFAULT_LABELS);
  const unknown: string[] = [];
  for (const [key, text] of Object.entries(overrides)) {
    // Own keys only: 'constructor' or 'toString' are on every object but are not labels.
    if (!Object.hasOwn(DEFAULT_LABELS, key)) unknown.push(key);
    else if (typeof text !== 'string' || text.trim() === '')
      log(`MotorQuote config: "labels.${key}" is empty, so the widget keeps its default text "${DEFAULT_LABELS[key as LabelKey]}".`);
    else labels[key] = text;
  }
  // A label file from another version can hold hundreds of stale keys: name the first few, count the rest.
  for (const key of unknown.slice(0, UNKNOWN_NAMED).map(shortKey))
    log(`MotorQuote config: "labels.${key}" is not a label of this widget and was ignored; see docs/labels.md in the package.`);
  if (unknown.length > UNKNOWN_NAMED)
    log(`MotorQuote config: ${unknown.length - UNKNOWN_NAMED} more keys of "labels" are not labels of this widget and were ignored.`);
  return labels as Labels;
}

const reported = new Set<string>();

/**
 * The text of a label whose key was built from data (a list or add-on code). A key the label set
 * lacks is reported once, naming it, and the fallback (the data's own description) is shown: never the raw key.
 */
export function labelOrFallback(
  labels: Readonly<Record<string, string>>,
  key: string,
  fallback: string,
  log: (message: string) => void = console.error,
): string {
  const text = labels[key];
  if (typeof text === 'string') return text;
  if (!reported.has(key)) {
    reported.add(key);
    log(`MotorQuote: the label "${key}" does not exist; showing "${fallback}" instead.`);
  }
  return fallback;
}

/** Fills {name} placeholders; an unknown placeholder is left as the empty string, never shown raw. */
export function fillLabel(text: string, vars: LabelVars = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : ''));
}
