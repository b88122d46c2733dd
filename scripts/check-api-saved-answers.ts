// The conformance checker's properties for saved answers (docs/api-team.md#saved-answers), called
// from check-api.ts, each reported under its own name. The link goes out by e-mail, so the checker
// reads it where the insurer's test API shows its mail (GET /sandbox/outbox, on this machine), and
// lets the week pass on its test clock (POST /sandbox/clock), as the backdating check does:
//   a saved-answers link holds nothing of hers: no e-mail, name, date of birth or postcode in it;
//   saved answers open only for her date of birth and postcode: a wrong date of birth opens nothing (404);
//   a saved-answers link opens once: the second opening is refused (410 link_expired);
//   a saved-answers link expires: after SAVED_ANSWERS_DAYS it is refused (410 link_expired).
import { SAVED_ANSWERS_DAYS } from '../src/domain/constants';
import type { PropertyCheckDeps } from './check-api-call';
import { proposal } from './scripted-proposal';

export const SAVED_PROPERTY = {
  opaque: 'a saved-answers link holds nothing of hers',
  identity: 'saved answers open only for her date of birth and postcode',
  singleUse: 'a saved-answers link opens once',
  expiry: 'a saved-answers link expires',
} as const;

/** The refusal's stable code (src/contract/responses.ts SERVER_ERROR_CODES.linkExpired). */
const LINK_EXPIRED = 'link_expired';

type Deps = Pick<PropertyCheckDeps, 'base' | 'call' | 'last' | 'fetch' | 'result'>;

/** Saves the scripted answers for `to`; answers the link e-mailed, or null (reported under `property`). */
async function savedLink(deps: Deps, property: string, to: string, answers: ReturnType<typeof proposal>): Promise<string | null> {
  const { proposer } = answers.risk;
  const body = {
    proposal: answers,
    step: 2,
    email_address: to,
    postcode: proposer.address.postcode,
    dob: proposer.date_of_birth,
    page_url: `${deps.base}/#/quote/create`,
  };
  if (!(await deps.call('saveAnswers', '/api/saved-answers', body, { property }))) return null;
  const outbox = await deps
    .fetch(`${deps.base}/sandbox/outbox`)
    .then((res) => (res.status === 200 ? res.text() : null))
    .catch(() => null);
  const mail = outbox?.split('<article>').find((item) => item.includes(`To ${to} `)); // newest first
  const link = /https?:\/\/[^\s<]+/.exec(mail ?? '')?.[0] ?? null;
  if (!link)
    deps.result.problems.push({ call: property, status: 0, errors: [`no link to ${to} in the API’s test outbox (GET /sandbox/outbox)`] });
  return link;
}

const codeOf = (link: string): string => new URLSearchParams(link.split('?').at(-1)).get('code') ?? '';

export async function checkSavedAnswers(deps: Deps): Promise<void> {
  const { call, last, result } = deps;
  const scripted = proposal();
  const { proposer } = scripted.risk;
  const to = `saved.${Date.now().toString(36)}@example.com`;
  const opened = { postcode: proposer.address.postcode, dob: proposer.date_of_birth };
  const reopen = (code: string, property: string, expect: number, dob = opened.dob) =>
    call('reopenAnswers', '/api/saved-answers/reopen', { code, postcode: opened.postcode, dob }, { property, expect });
  const fail = (property: string, error: string) => result.problems.push({ call: property, status: last().status, errors: [error] });

  const link = await savedLink(deps, SAVED_PROPERTY.opaque, to, scripted);
  if (!link) return;
  const personal = [to.split('@')[0], proposer.name.surname, proposer.name.forenames, proposer.date_of_birth, proposer.address.postcode];
  const leaked = personal.filter(
    (value) => value && decodeURIComponent(link).toLowerCase().includes(String(value).toLowerCase().replace(/\s/g, '')),
  );
  if (leaked.length > 0) fail(SAVED_PROPERTY.opaque, `the link holds ${leaked.join(', ')}`);
  result.checked.push(SAVED_PROPERTY.opaque);

  await reopen(codeOf(link), SAVED_PROPERTY.identity, 404, '1901-01-01');
  if (last().status === 200) fail(SAVED_PROPERTY.identity, 'a wrong date of birth opened the saved answers');
  result.checked.push(SAVED_PROPERTY.identity);

  // A link of its own: a wrong answer that opened the first one has spent it.
  const once = await savedLink(deps, SAVED_PROPERTY.singleUse, to, scripted);
  if (!once) return;
  await reopen(codeOf(once), SAVED_PROPERTY.singleUse, 200);
  await reopen(codeOf(once), SAVED_PROPERTY.singleUse, 410);
  if (last().status === 200) fail(SAVED_PROPERTY.singleUse, 'the link opened the saved answers a second time');
  else if (last().json?.code !== LINK_EXPIRED)
    fail(SAVED_PROPERTY.singleUse, `a used link was refused with code ${JSON.stringify(last().json?.code)}, expected "${LINK_EXPIRED}"`);
  result.checked.push(SAVED_PROPERTY.singleUse);

  const later = await savedLink(deps, SAVED_PROPERTY.expiry, to, scripted);
  if (!later) return;
  const clock = (init: RequestInit) =>
    deps
      .fetch(`${deps.base}/sandbox/clock`, { ...init, headers: { 'Content-Type': 'application/json' } })
      .then((res) => res.status === 200)
      .catch(() => false);
  if (!(await clock({ method: 'POST', body: JSON.stringify({ advance_minutes: SAVED_ANSWERS_DAYS * 24 * 60 + 1 }) }))) {
    fail(SAVED_PROPERTY.expiry, 'the API offers no test clock (POST /sandbox/clock), so expiry could not be checked');
    return;
  }
  try {
    await reopen(codeOf(later), SAVED_PROPERTY.expiry, 410);
    if (last().status === 200) fail(SAVED_PROPERTY.expiry, `the link opened the saved answers after ${SAVED_ANSWERS_DAYS} days`);
  } finally {
    await clock({ method: 'DELETE' });
  }
  result.checked.push(SAVED_PROPERTY.expiry);
}
