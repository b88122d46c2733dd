/** A widget for the purchase and recall flows: real stores, a fake api a test scripts, a fake device-risk provider. */
import { ApiError } from '../../../../src/api/api-error';
import { quotedProposal, type QuotedProposal } from '../../../support/proposal';
import { fakeWidget } from '../../support/fake-widget';

export const UUID = '0b7d3c52-5a8e-4f7e-9a43-3f1e0c2d9b11';
export const PAGE = 'https://www.juniper.example/car-insurance?utm_source=mail#/quote/payment?uuid=' + UUID;

/**
 * The shared quoted proposal (tests/support/proposal.ts), saved under this file's UUID, with the
 * figures the purchase tests and screens assert: cover from 7th June 2030, born 14th March 1988,
 * e-mail amelia@example.com,
 * auto-renewal agreed, £612.34 in full or a £61.23 deposit.
 */
export function proposal(change: (p: QuotedProposal) => void = () => {}): QuotedProposal {
  return quotedProposal(
    (p) => {
      p.uuid = UUID;
      p.risk.start_date = '2030-06-07';
      p.risk.proposer.date_of_birth = '1988-03-14';
      p.risk.proposer.email_address = 'amelia@example.com';
      p.consent_to_auto_renew = true;
      change(p);
    },
    { premium: 612.34, monthly_deposit: 61.23 },
  );
}

export const apiError = (status: number, code: string, message?: string) =>
  new ApiError({
    endpoint: 'x',
    method: 'POST',
    path: '/api/x',
    status,
    code,
    detail: 'test',
    body: status ? { code, message } : undefined,
  });

/** Where the widget's card return page is published (beside the script on a CDN). */
export const RETURN_PAGE = 'https://cdn.motor-quote.example/motor-quote-return.html';

/** The one fake widget (tests/unit/support/fake-widget.ts) as the purchase and recall flows meet it: the return page published. */
export const purchaseWidget = (config: Record<string, unknown> = {}) => fakeWidget({ config, paymentReturnPage: RETURN_PAGE });
