// `npm test`: first the browsers it needs (scripts/browsers.mjs: installed when missing where it
// can, else it stops with the command to run), then the typecheck, the layer check, the lint, the
// format check and the dead-code check, then every vitest project in sequence (unit, component and
// the full e2e suite in Chromium, two browser files at a time; then the core journeys in Firefox;
// then in WebKit: never two engines at once on a 2-core machine), then one plain closing line
// "N passed, N failed" with the real totals of all of them, which CI reads. Arguments are passed to
// every vitest run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureBrowsers } from './browsers.mjs';

// First of all, the browsers (scripts/browsers.mjs): the missing ones are installed from Debian when
// run as root, or the run stops here with the command to run, before minutes of other checks.
if (!ensureBrowsers()) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

/** What Prettier formats and npm test checks: every source, test, script and stylesheet. */
const FORMATTED = [
  'src/**/*.{ts,tsx}',
  'tests/**/*.{ts,tsx}',
  'demo/**/*.{ts,tsx}',
  'scripts/**/*.{ts,mjs}',
  'bench/**/*.ts',
  'styles/**/*.css',
  '*.{mjs,cjs,ts}',
];

mkdirSync('test-results', { recursive: true });

const typecheck = spawnSync('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { stdio: 'inherit' });
const typecheckPassed = typecheck.status === 0;
console.log(typecheckPassed ? 'typecheck: passed' : 'typecheck: FAILED');

// The layers of src/ (.dependency-cruiser.cjs): a forbidden import or a cycle fails the run.
const layers = spawnSync('npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { stdio: 'inherit' });
const layersPassed = layers.status === 0;
console.log(layersPassed ? 'layers: passed' : 'layers: FAILED');

// typescript-eslint's and jsx-a11y's recommended rules and the rules of hooks (eslint.config.mjs).
const lint = spawnSync('npx', ['eslint', 'src', 'tests', 'demo', 'scripts'], { stdio: 'inherit' });
const lintPassed = lint.status === 0;
console.log(lintPassed ? 'lint: passed' : 'lint: FAILED');

// One format for every file (.prettierrc.json): `npm run format` rewrites, this only checks.
const format = spawnSync('npx', ['prettier', '--check', '--log-level', 'warn', ...FORMATTED], { stdio: 'inherit' });
const formatPassed = format.status === 0;
console.log(formatPassed ? 'format: passed' : 'format: FAILED (npm run format fixes it)');

// Dead code (knip.json): an unused file, export, type or dependency fails the run.
const deadCode = spawnSync('npx', ['knip', '--no-progress'], { stdio: 'inherit' });
const deadCodePassed = deadCode.status === 0;
console.log(deadCodePassed ? 'dead code: passed' : 'dead code: FAILED');

const checks = [typecheckPassed, layersPassed, lintPassed, formatPassed, deadCodePassed];
let passed = checks.filter(Boolean).length;
let failed = checks.filter((ok) => !ok).length;
let skipped = 0;

const extra = process.argv.slice(2);
const RUNS = [
  // vitest runs these in groups (sequence.groupOrder in vitest.config.ts): unit and component, then
  // the browser files two at a time, then the few that must run alone.
  { name: 'unit, component, e2e (Chromium)', projects: ['unit', 'component', 'e2e', 'e2e-serial'], env: {} },
  // The widget was built by the first run's e2e setup: the same build serves the other engines.
  { name: 'core journeys (Firefox)', projects: ['e2e-firefox'], env: { SKIP_BUILD: '1' } },
  { name: 'core journeys (WebKit)', projects: ['e2e-webkit'], env: { SKIP_BUILD: '1' } },
];

for (const [index, { name, projects, env }] of RUNS.entries()) {
  const report = `test-results/vitest-${index + 1}.json`;
  rmSync(report, { force: true });
  const started = Date.now();
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
    ...extra,
  ];
  const run = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  let runFailed = 0;
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed += result.numPassedTests;
    runFailed += result.numFailedTests;
    skipped += result.numPendingTests + (result.numTodoTests ?? 0);
    // A file that failed to load has no tests in the counts but must still fail the run.
    runFailed += result.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  } else {
    runFailed += 1;
    console.error(`${name}: vitest wrote no report: the run itself failed to start.`);
  }
  if (run.status !== 0 && runFailed === 0) runFailed += 1;
  failed += runFailed;
  console.log(`${name}: ${runFailed === 0 ? 'passed' : `${runFailed} FAILED`} in ${Math.round((Date.now() - started) / 1000)} s`);
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
