// `npx motor-quote-check-config brand.json`: every product fact and label a brand's config leaves at
// the widget's defaults, for the insurer to sign off one by one (docs/configuration.md#the-reviewers-checklist).
// Rollup bundles this file into dist/check-config.mjs; in this repository `npx tsx scripts/check-config-cli.ts brand.json`.
import { readFileSync } from 'node:fs';
import { checkConfig } from './check-config';

const usage = 'Usage: npx motor-quote-check-config brand.json   (the JSON part of your MotorQuote.mount config: brand, labels, …)';
const file = process.argv[2];
if (!file) {
  console.error(usage);
  process.exit(2);
}
let raw: unknown;
try {
  raw = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`${file} could not be read as JSON: ${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const { missingForLive, facts, labels, problems } = checkConfig(raw);
const lines = [
  `${file}: ${facts.length} product facts and ${labels.length} labels are the widget's defaults. Review each, then keep it knowingly or override it.`,
  ...(problems.length ? ['', 'Refused (their defaults are used):', ...problems.map((p) => `  ${p}`)] : []),
  ...(missingForLive.length ? ['', `Live mode will not start without: ${missingForLive.join(', ')}`] : []),
  '',
  'Product facts (config.brand):',
  ...facts.map(([path, value]) => `  ${path} = ${value}`),
  '',
  'Labels (config.labels):',
  ...labels.map(([key, text]) => `  ${key} = ${JSON.stringify(text)}`),
];
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(problems.length || missingForLive.length ? 1 : 0);
