// The reviewer's list (docs/configuration.md#the-reviewers-checklist): what a brand's config leaves at
// the widget's defaults, each with the default the customer would read, read by the script's own
// config reader as live mode reads it. `npx motor-quote-check-config brand.json` prints it
// (scripts/check-config-cli.ts); mount() in live mode logs the same names.
import { DEFAULT_LABELS, type LabelKey } from '../src/config/labels';
import { parseConfig, readConfig } from '../src/config/parse-config';

export interface ConfigReview {
  /** Settings live mode refuses to start without, missing or refused. */
  missingForLive: string[];
  /** Product facts still the demo's: [dot path, default as JSON]. */
  facts: [string, string][];
  /** Labels not overridden: [key, default text]. */
  labels: [LabelKey, string][];
  /** Values the config reader refused (their defaults are used and listed). */
  problems: string[];
}

const at = (node: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], node);

export function checkConfig(raw: unknown): ConfigReview {
  const problems: string[] = [];
  const input = raw !== null && typeof raw === 'object' ? raw : {};
  const { missingForLive, review } = readConfig({ ...input, mode: 'live' }, (message) => problems.push(message));
  const defaults = parseConfig({}, () => {});
  const facts: [string, string][] = [];
  const labels: [LabelKey, string][] = [];
  for (const name of review)
    if (Object.hasOwn(DEFAULT_LABELS, name)) labels.push([name as LabelKey, DEFAULT_LABELS[name as LabelKey]]);
    else facts.push([name, JSON.stringify(at(defaults, name))]);
  return { missingForLive, facts, labels, problems };
}
