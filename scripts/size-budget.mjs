// The whole journey's script, dist/motor-quote.js, in KB of gzip (level 9), as README's Performance
// section states them. tests/e2e/size.test.ts fails when the script passes the ceiling, scripts/size.mjs
// prints both, and `npm run bench` gates on the budget.
/** The budget of issue 20: the whole journey in one script. Not met yet. */
export const GZIP_BUDGET_KB = 170;
/** What npm test enforces until the budget is met: today's size and a little room, lowered as it shrinks. */
// 185.7, measured on 2026-11-26 (the script 185.5 KB, and 0.1 KB of room): from 192.6 it came down
// 7.0 KB by leaving out of the script tag build the parts of React DOM the widget can never reach
// (scripts/react-dom-trim-plugin.mjs: view transitions, hoisted and singleton elements, resource
// hints, form action state hooks, hydration, Activity and SuspenseList; docs/performance.md).
// It was 192.6 by this history (each figure measured by taking label files out of the built script):
// - 190, the ceiling before issues 27 and 28;
// - + 1.7 KB: the labels of the legal and help texts (issue 28: demands and needs, the firm's
//   disclosures, cancelling, complaints, privacy, auto-renewal, why we ask, more support), which the
//   product owner's rule allows;
// - + 0.8 KB: the code and notices of a sale that can be trusted (issue 27), which the rule does not
//   allow: won back, with 6.2 KB more, by the React DOM trims above.
// The rule's own ceiling is now 191.7 (190 + the 1.7 KB of legal and help labels); this one sits
// below it, and only moves down, except by the labels a new legal or help text needs.
export const GZIP_CEILING_KB = 185.7;
