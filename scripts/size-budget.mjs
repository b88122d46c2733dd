// The whole journey's script, dist/motor-quote.js, in KB of gzip (level 9): README's Performance
// budget. tests/e2e/size.test.ts fails over it, scripts/size.mjs prints it and `npm run bench` gates on it.
export const GZIP_BUDGET_KB = 170;
