/**
 * Save and come back later (docs/api-team.md#saved-answers): answers not yet quoted are kept and a
 * single-use link that expires is e-mailed to the address she gives; the link opens them once she
 * gives her date of birth and postcode again.
 */
import { HttpError } from '../server/http';
import { SERVER_ERROR_CODES } from '../../../src/contract/responses';
import { isSamePostcode, isValidPostcode } from '../../../src/domain/postcode';
import { SAVED_ANSWERS_DAYS } from '../../../src/domain/constants';
import { isRegistered } from '../pages/card-frame';
import type { EndpointHandlers } from '../server/endpoint';
import { invalid, notFound, refused } from '../server/errors';
import { sleep } from '../server/faults';
import { RECALL_ANSWER_MS } from '../server/recall-limits';
import { codeKey } from '../server/saved-answers';

const linkExpired = (): HttpError =>
  new HttpError(410, { code: SERVER_ERROR_CODES.linkExpired, message: 'This link has been used or has expired' });

/** The e-mail: the link and how long it works, nothing of her answers (the mail may be read by others). */
const savedEmail = (link: string) => ({
  subject: 'Your saved car insurance answers',
  body: [
    'Hello,',
    '',
    'You asked us to save your answers so you can come back to them later.',
    `Open this link to carry on, on any device: ${link}`,
    '',
    `The link works once and for ${SAVED_ANSWERS_DAYS} days. We’ll ask for your date of birth and postcode before we show your answers.`,
    'If you did not ask for this, you can ignore this e-mail.',
  ].join('\n'),
});

export const savedAnswersHandlers: EndpointHandlers = {
  saveAnswers: async ({ body, services, returnOrigins }) => {
    if (!isValidPostcode(body.postcode)) throw invalid([{ path: 'postcode', message: 'expected a UK postcode' }]);
    // The link opens the brand's own page only: never a page a caller names (an open redirect in the brand's mail).
    if (!isRegistered(body.page_url, returnOrigins))
      throw invalid([{ path: 'page_url', message: 'expected an address on a registered origin' }]);
    const limited = services.emailLimits.takeSavedAnswers(body.email_address);
    if (limited) throw refused(limited);
    // A new proposal's answers: a uuid names a saved quote, which recall opens, never these.
    const proposal = { ...body.proposal, uuid: null, quote: null };
    const { code, expiresAt } = services.savedAnswers.save({ proposal, step: body.step, postcode: body.postcode, dob: body.dob });
    const link = `${body.page_url.split('#')[0]}#/quote/resume?code=${code}`;
    await services.outbox.send({ at: services.now(), to: body.email_address, ...savedEmail(link) });
    return { expires_at: new Date(expiresAt).toISOString() };
  },

  reopenAnswers: async ({ body, req, services }) => {
    const started = Date.now();
    const client = req.socket.remoteAddress ?? 'unknown';
    // Wrong answers are limited as recall's are (recall-limits.ts), counted on the code's hash.
    const reservation = services.recallLimits.reserve(`saved:${codeKey(body.code)}`, client);
    if ('retryAfter' in reservation) throw refused(reservation);
    const found = services.savedAnswers.find(body.code, services.without.has('saved-answers-expiry'));
    const matches =
      found !== null &&
      (services.without.has('saved-answers-identity') || (isSamePostcode(found.postcode, body.postcode) && found.dob === body.dob));
    await sleep(Math.max(0, RECALL_ANSWER_MS - (Date.now() - started)));
    if (!found) throw linkExpired();
    if (!matches) throw notFound('The date of birth or postcode does not match');
    services.recallLimits.release(reservation);
    if (!services.without.has('saved-answers-single-use')) services.savedAnswers.spend(body.code);
    return { proposal: found.proposal, step: found.step };
  },
};
