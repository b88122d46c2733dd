import { DEFAULT_LABELS } from './labels';
import { given } from './live-mode';

/**
 * The product facts a brand states through config whose defaults are the demo's: each one is said to
 * the customer, so the insurer confirms or replaces it (docs/configuration.md#the-reviewers-checklist).
 * Live mode already refuses to start without the firm, documents, contacts and cancellation fee.
 */
export const PRODUCT_FACTS = [
  'brand.name',
  'brand.openingHours',
  'brand.privacy.retention',
  'brand.renewal.noticeDays',
  'brand.ncdProofDays',
] as const;

/**
 * What a config (as read: refused values already dropped) leaves at the widget's defaults: the
 * product facts above, then every label it does not override.
 */
export function defaultsInUse(input: Record<string, unknown>): string[] {
  const labels = (input.labels ?? {}) as Record<string, unknown>;
  return [
    ...PRODUCT_FACTS.filter((path) => !given(input, path)),
    ...Object.keys(DEFAULT_LABELS).filter((key) => !Object.hasOwn(labels, key)),
  ];
}
