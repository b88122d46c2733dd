/** GET /sandbox: what a developer needs to drive the sandbox by hand: its test data and its tools. */
import { sendPage } from '../pages/shell';
import type { PageRoute } from '../server/pages';

const TEST_DATA: ReadonlyArray<readonly [string, string]> = [
  [
    'Registration AB12CDE',
    'A known car (2012 Ford Fiesta Zetec 1.25 5dr); ZZ99ZZZ is valid but never found; MS12SNG is found without seats or body style',
  ],
  ['Postcode ZZ1 1ZZ', 'No addresses; any other valid postcode lists a few'],
  ['Surname Decline', 'The quote is not quoted'],
  ['Surname Refer', 'The quote is referred (is_referred) and cannot be paid for'],
  ['Surname Error', 'Quote calls answer HTTP 500'],
  ['Car value 30000 or more, no tracker', 'Endorsement 41 (tracking device)'],
  ['Direct-debit account name Decline', 'Credit check declined: 422 credit_declined'],
  ['Sort code 00-00-00', 'Bank details not verified: 422 bank_details_invalid'],
  ['Card 4242 4242 4242 4242', 'Payment succeeds'],
  ['Card 4000 0000 0000 0002', 'Payment declined'],
];

const rows = TEST_DATA.map(([input, answer]) => `<tr><td>${input}</td><td>${answer}</td></tr>`).join('\n');

export const indexPages: readonly PageRoute[] = [
  {
    method: 'GET',
    path: '/sandbox',
    handle: async ({ res, options }) =>
      sendPage(
        res,
        200,
        'Sandbox insurer API',
        `<h1>Sandbox insurer API</h1>
<p>A test double of the insurer's API. Nothing here is real: no money is taken and no e-mail is sent.</p>
<h2>Test data</h2>
<table><thead><tr><th scope="col">Input</th><th scope="col">Sandbox answer</th></tr></thead><tbody>
${rows}
</tbody></table>
<h2>Tools</h2>
<ul>
${options.outbox ? '<li><a href="/sandbox/outbox">Outbox</a>: the e-mails the sandbox would have sent (on this machine only)</li>\n' : ''}<li><a href="/sandbox/faults">Active faults</a> (POST /sandbox/faults to add one, DELETE to clear)</li>
<li><a href="/json/status">API status</a></li>
</ul>`,
      ),
  },
];
