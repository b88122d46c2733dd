/** Every route of the sandbox: contract calls by endpoint key, then the sandbox's own pages. */
import type { EndpointHandlers } from '../server/endpoint';
import type { PageRoute } from '../server/pages';
import { holderHandlers } from './account-holder';
import { afterSaleHandlers } from './after-sale';
import { creditHandlers, creditPages } from './credit';
import { detailsHandlers } from './details';
import { lookupHandlers } from './lookups';
import { miscHandlers } from './misc';
import { paymentHandlers } from './payment';
import { proposalHandlers } from './proposal';
import { quoteHandlers } from './quote';
import { savedAnswersHandlers } from './saved-answers';
import { documentPages } from './documents';
import { indexPages } from './index-page';
import { outboxPages } from './outbox-page';
import { payPages } from './pay';
import { portalPages } from './portal';
import { scriptPages } from './scripts';
import { testControlPages } from './test-controls';
import { clockControlPages } from './clock-control';

export const handlers: EndpointHandlers = {
  ...proposalHandlers,
  ...quoteHandlers,
  ...detailsHandlers,
  ...paymentHandlers,
  ...creditHandlers,
  ...holderHandlers,
  ...afterSaleHandlers,
  ...lookupHandlers,
  ...miscHandlers,
  ...savedAnswersHandlers,
};

export const pages: readonly PageRoute[] = [
  ...indexPages,
  ...payPages,
  ...portalPages,
  ...documentPages,
  ...creditPages,
  ...outboxPages,
  ...scriptPages,
  ...testControlPages,
  ...clockControlPages,
];
