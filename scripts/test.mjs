// `npm test`: the typecheck, then every vitest project (unit, component, e2e in Chromium), then
// one plain closing line "N passed, N failed" with the real totals, which CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const report = 'test-results/vitest.json';
mkdirSync('test-results', { recursive: true });
rmSync(report, { force: true });

const typecheck = spawnSync('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { stdio: 'inherit' });
const typecheckPassed = typecheck.status === 0;
console.log(typecheckPassed ? 'typecheck: passed' : 'typecheck: FAILED');

const extra = process.argv.slice(2);
const run = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...extra], { stdio: 'inherit' });

let passed = typecheckPassed ? 1 : 0;
let failed = typecheckPassed ? 0 : 1;
let skipped = 0;
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  skipped += result.numPendingTests + (result.numTodoTests ?? 0);
  // A file that failed to load has no tests in the counts but must still fail the run.
  const brokenFiles = result.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  failed += brokenFiles;
} else {
  failed += 1;
  console.error('vitest wrote no report: the run itself failed to start.');
}
if (run.status !== 0 && failed === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
