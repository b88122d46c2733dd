// The whole journey's script, dist/motor-quote.js, in KB of gzip (level 9), as README's Performance
// section states them. tests/e2e/size.test.ts fails when the script passes the ceiling, scripts/size.mjs
// prints both, and `npm run bench` gates on the budget.
/** The budget of issue 20: the whole journey in one script. Not met yet. */
export const GZIP_BUDGET_KB = 170;
/** What npm test enforces until the budget is met: today's size and a little room, lowered as it shrinks. */
// 190.8: 190 plus what issue 28's legal texts cost as labels (0.76 KB gzip: the demands-and-needs
// statement, the firm's disclosures, cancelling, complaints, privacy, auto-renewal; measured by
// taking their entries out of the built script). Their code fits under 190.
export const GZIP_CEILING_KB = 190.8;
