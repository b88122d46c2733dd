// The conformance checker's command: `npx motor-quote-check-api <baseUrl>` from the published
// package (rollup bundles this file, with Ajv and the scripted proposal, into dist/check-api.mjs,
// beside dist/openapi.json), or `npx tsx scripts/check-api-cli.ts <baseUrl>` from this repository.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkApi } from './check-api';

const usage = 'Usage: npx motor-quote-check-api <baseUrl>   e.g. npx motor-quote-check-api https://api.insurer.example';
const base = process.argv[2]?.replace(/\/$/, '');
if (!base || !/^https?:\/\//.test(base)) {
  console.error(base ? `"${base}" is not an http(s) address.\n${usage}` : usage);
  process.exit(2);
}

// Beside this file in the package (dist/check-api.mjs next to dist/openapi.json); in the repository,
// the build's dist/openapi.json.
const candidates = [
  fileURLToPath(new URL('./openapi.json', import.meta.url)),
  fileURLToPath(new URL('../dist/openapi.json', import.meta.url)),
];
const documentPath = candidates.find((file) => existsSync(file));
if (!documentPath) {
  console.error('No openapi.json found beside the checker: run `npm run build` first (it writes dist/openapi.json).');
  process.exit(2);
}
const document = JSON.parse(readFileSync(documentPath, 'utf8'));

const { checked, problems } = await checkApi(base, { document });
// A property (a recall burst limited, bad text refused) is many calls, reported with status 0: no single status.
for (const problem of problems)
  console.log(`✗ ${problem.call}${problem.status ? `: status ${problem.status}` : ''}\n    ${problem.errors.join('\n    ')}`);
console.log(
  `${checked.length - new Set(problems.map((p) => p.call)).size} of ${checked.length} answers conform to openapi.json (version ${document.info?.version ?? 'unknown'})`,
);
process.exit(problems.length ? 1 : 0);
