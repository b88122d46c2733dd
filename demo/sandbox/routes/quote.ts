/** Quoting: create, requote (both API forms), start-date update and add-ons. */
import { applySelection, breakdownCount } from '../quoting/addon-selection';
import { quoteRecord, startDateProblem } from '../quoting/quote-record';
import type { EndpointContext, EndpointHandlers } from '../server/endpoint';
import { invalid } from '../server/errors';
import { assertNotBought, assertQuoted, changeRecord, envelope } from '../server/proposals';

const requote = async ({ params, services, origin, ifMatch }: EndpointContext<'createQuote' | 'requote'>) =>
  envelope(await changeRecord(services, params.uuid, (record) => quoteRecord(record, services, origin), ifMatch));

export const quoteHandlers: EndpointHandlers = {
  createQuote: requote,
  requote,

  reQuote: async ({ body, services, origin, ifMatch }) => ({
    data: envelope(await changeRecord(services, body.uuid, (record) => quoteRecord(record, services, origin), ifMatch)),
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
