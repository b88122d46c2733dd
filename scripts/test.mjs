// `npm test`: first the browsers it needs (scripts/browsers.mjs: installed when missing where it
// can, else it stops with the command to run), then side by side the typecheck, the layer check, the
// lint, the format check, the dead-code check and the widget's build, then every vitest project in
// sequence (unit and component, then the full e2e suite in Chromium, one browser file at a time and
// the E2E_ALONE files after them; then the core journeys in Firefox;
// then in WebKit: never two engines at once on a 2-core machine), then one plain closing line
// "N passed, N failed" with the real totals of all of them, which CI reads. Arguments are passed to
// every vitest run.
import { spawn, spawnSync } from 'node:child_process';
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

// The typecheck, the layers, the lint, the format check, the dead-code check and the widget's build
// read the sources and write nothing the others read, so they run side by side: each is mostly one
// thread, and one after another they left a core idle for about a minute (docs/performance.md, The
// test suite's time). Each one's output is held and printed whole, in this order, once it ends.
const CHECKS = [
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  // The layers of src/, scripts/ and bench/ (.dependency-cruiser.cjs): a forbidden import or a cycle
  // fails the run. package.json's "layers" script is the one place that names the folders.
  { name: 'layers', command: ['npm', 'run', '-s', 'layers'] },
  // typescript-eslint's and jsx-a11y's recommended rules and the rules of hooks (eslint.config.mjs).
  { name: 'lint', command: ['npx', 'eslint', 'src', 'tests', 'demo', 'scripts', 'bench'] },
  // One format for every file (.prettierrc.json): `npm run format` rewrites, this only checks.
  { name: 'format', command: ['npx', 'prettier', '--check', '--log-level', 'warn', ...FORMATTED], hint: ' (npm run format fixes it)' },
  // Dead code (knip.json): an unused file, export, type or dependency fails the run.
  { name: 'dead code', command: ['npx', 'knip', '--no-progress'] },
];

/** Runs a command with its output held, resolving to its exit status and that output. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ status: 1, output: Buffer.from(`${error.message}\n`) }));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(output) }));
  });
}

const checksStarted = Date.now();
// The widget is built here, once, beside the checks: the e2e setup then serves this dist/
// (SKIP_BUILD below) instead of building it again after them. A build that fails is reported here
// and left to the e2e setup to build again, so its error also fails the browser files.
const [build, ...results] = await Promise.all([
  run('npm', ['run', '-s', 'build:demo']),
  ...CHECKS.map(({ command: [command, ...args] }) => run(command, args)),
]);
const checks = [];
for (const [index, { name, hint = '' }] of CHECKS.entries()) {
  const { status, output } = results[index];
  process.stdout.write(output);
  checks.push(status === 0);
  console.log(status === 0 ? `${name}: passed` : `${name}: FAILED${hint}`);
}
process.stdout.write(build.output);
const built = build.status === 0;
console.log(
  `${built ? 'build: passed' : 'build: FAILED'}; the checks and the build took ${Math.round((Date.now() - checksStarted) / 1000)} s`,
);

let passed = checks.filter(Boolean).length;
let failed = checks.filter((ok) => !ok).length;
let skipped = 0;

const extra = process.argv.slice(2);
const RUNS = [
  // vitest runs these in groups (sequence.groupOrder in vitest.config.ts): unit and component, then
  // the browser files one at a time, then the few that must run alone after them.
  { name: 'unit, component, e2e (Chromium)', projects: ['unit', 'component', 'e2e', 'e2e-serial'], env: built ? { SKIP_BUILD: '1' } : {} },
  // The widget built beside the checks (or by the first run's e2e setup) serves the other engines.
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
