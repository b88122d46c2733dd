// The whole journey's script, dist/motor-quote.js, in KB of gzip (level 9), as docs/performance.md#size-and-speed
// states them. tests/e2e/size.test.ts fails when the script passes the ceiling, scripts/size.mjs
// prints both, and `npm run bench` gates on the budget.
/** The budget: the whole journey in one script. Not met yet. */
export const GZIP_BUDGET_KB = 170;
/** What npm test enforces until the budget is met: today's size and a little room, lowered as it shrinks. */
// 186.7, measured on 2026-11-29 05:55 (the script 186.62 KB, 191,094 bytes by Node's gzip -9): each step's
// question, hint, why and error words together in its labels file (-474 B, similar texts within gzip's
// window) paid for the frame check's bounded wait and lowered the ceiling by 0.4 KB;
// down from 187.1, measured on 2026-11-29 02:40 (the script 187.05 KB, 191,541 bytes by Node's gzip -9): the stylesheet's
// classes in short names at build and the library renames cut to the two worth 100 B each (-1.3 KB net)
// paid for the journey's module, focus after every action, the first screen hydrated in place, the
// question tables' hidden answers and the card page's frame-src check, and lowered the ceiling by 0.3 KB;
// down from 187.4, measured on 2026-11-28 22:30 (the script 187.29 KB as size.test.ts measures it, 191,781 bytes by Node's
// gzip -9): React DOM's Suspense, offscreen, lazy, custom-element, DevTools and async-action code left out
// (4.95 KB) paid for the account holder's consent, save and come back later, the notice of a change made
// in another window and the store's slices (4.2 KB), and lowered the ceiling by 0.7 KB; down from
// 188.1, measured on 2026-11-28 15:41 (the script 188.01 KB as size.test.ts measures it): 187.8 raised by 0.3 KB under the
// owner's rule for legal and help labels (the insurer's and the firm's status, the lender and the credit
// reference agency, the policy's dates and document versions, why we ask: 0.61 KB of label text by
// `npx tsx bench/label-delta.ts fa2ceb2`), while the code of this stop's features (2.3 KB) was paid for
// by leaving React's and React DOM's unused hooks and exports out of the script (2.6 KB).
// 187.8, measured on 2026-11-28 13:05 (the script 187.69 KB as size.test.ts measures it, 191,779 bytes by `gzip -9`: the sale's rules of this stop,
// 3.9 KB, paid for by React DOM trims and the labels grouped by prefix, 5.7 KB); down from 188.9, measured
// on 2026-11-26 09:33 (the script 193,385 bytes, 188.85 KB: validation messages as
// values, terser's third pass and three more library internals shortened won 0.15 KB), down from
// 189.1 the stop before (the script 189.0 KB), and from the 192.6 that
// landed before: 7.0 KB was won by leaving out of the script tag build the parts of React DOM the
// widget can never reach (scripts/react-dom-trim-plugin.mjs: view transitions, hoisted and singleton
// elements, resource hints, form action state hooks, hydration, Activity and SuspenseList;
// docs/performance.md), and 3.5 KB of it went to the journey's and the integrator's features: check your answers
// (1.3), the integrator's signals, types and attribution (0.9), the price bar and layout (0.65), the
// driver form in parts and the card frame's height (0.45), the ways back (0.2).
// It was 192.6 by this history (each figure measured by taking label files out of the built script):
// - 190, the ceiling before the sale's rules and the legal and help texts;
// - + 1.7 KB: the labels of the legal and help texts (demands and needs, the firm's
//   disclosures, cancelling, complaints, privacy, auto-renewal, why we ask, more support), which the
//   product owner's rule allows;
// - + 0.8 KB: the code and notices of a sale that can be trusted, which the rule does not
//   allow: won back by the React DOM trims above.
// The rule's own ceiling is 191.7 (190 + the 1.7 KB of legal and help labels); this one sits below
// it, below 190 too, and only moves down, except by the labels a new legal or help text needs.
export const GZIP_CEILING_KB = 186.65;
