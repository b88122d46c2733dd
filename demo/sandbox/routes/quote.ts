/** Quoting: create, both re-quotes (requoteProposal, requoteAfterStartDate), start-date update and add-ons. */
import { applySelection, breakdownCount } from '../quoting/addon-selection';
import { quoteRecord, startDateProblem } from '../quoting/quote-record';
import type { EndpointContext, EndpointHandlers } from '../server/endpoint';
import { invalid } from '../server/errors';
import { assertNotBought, assertQuoted, changeRecord, envelope } from '../server/proposals';
import type { Services } from '../server/services';
import { quoteEmail } from './quote-email';

/**
 * Quotes the proposal; at its first quote, sends her the quote e-mail (as UK insurers do: a service
 * message with the reference the Retrieve screen asks for, not marketing, so no consent is needed).
 * Once per proposal: a requote keeps the reference, and Retrieve opens the latest price. It has its
 * own limit per address (email-limits.ts), never her own sends; refused or failed, the quote stands.
 */
async function quoteAndEmail(services: Services, uuid: string, origin: string, ifMatch?: number) {
  let to: string | null = null;
  const record = await changeRecord(
    services,
    uuid,
    (record) => {
      quoteRecord(record, services, origin);
      const address = record.proposal.risk.proposer.email_address;
      if (!record.proposal.is_quoted || record.sandbox.quote_emailed_at || !address || !services.emailLimits.takeQuoteMade(address)) return;
      record.sandbox.quote_emailed_at = services.now();
      to = address;
    },
    ifMatch,
  );
  const { proposal } = record;
  if (to && proposal.quote)
    await services.outbox
      .send({ at: services.now(), to, ...quoteEmail({ ...proposal, quote: proposal.quote }, origin) })
      .catch((error: unknown) => console.error('sandbox: the quote e-mail was not written', error));
  return envelope(record);
}

const quoteSaved = ({ params, services, origin, ifMatch }: EndpointContext<'createQuote' | 'requoteProposal'>) =>
  quoteAndEmail(services, params.uuid, origin, ifMatch);

export const quoteHandlers: EndpointHandlers = {
  createQuote: quoteSaved,
  requoteProposal: quoteSaved,

  requoteAfterStartDate: async ({ body, services, origin, ifMatch }) => ({
    data: await quoteAndEmail(services, body.uuid, origin, ifMatch),
  }),

  updateStartDate: async ({ body, services, ifMatch }) => {
    const problem = startDateProblem(body.start_date, services.today());
    if (problem) throw invalid([{ path: 'start_date', message: problem }]);
    const record = await changeRecord(
      services,
      body.uuid,
      (record) => {
        assertNotBought(record.proposal);
        record.proposal.risk.start_date = body.start_date;
      },
      ifMatch,
    );
    return { data: { uuid: body.uuid, version: record.proposal.version } };
  },

  updateAddons: async ({ params, body, services, origin, ifMatch }) =>
    envelope(
      await changeRecord(
        services,
        params.uuid,
        (record) => {
          assertNotBought(record.proposal);
          assertQuoted(record.proposal);
          const codes = body.addons.map((a) => a.code);
          const { addons, unknown } = applySelection(record.proposal.addons, codes);
          const errors = unknown.map((code) => ({
            path: `addons.${codes.indexOf(code)}.code`,
            message: `${code} is not offered on this quote`,
          }));
          if (breakdownCount(codes) > 1) errors.push({ path: 'addons', message: 'only one breakdown cover may be selected' });
          if (errors.length > 0) throw invalid(errors);
          record.proposal.addons = addons;
          quoteRecord(record, services, origin);
        },
        ifMatch,
      ),
    ),
};
