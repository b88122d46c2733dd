/** A widget for the purchase and recall flows: real stores, a fake api a test scripts, a fake device-risk provider. The proposal they share is tests/support/purchase-proposal.ts. */
import { ApiError } from '../../../../src/api/api-error';
import { UUID } from '../../../support/purchase-proposal';
import { fakeWidget } from '../../support/fake-widget';

export const PAGE = 'https://www.juniper.example/car-insurance?utm_source=mail#/quote/payment?uuid=' + UUID;

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
