import { Redirect, Route, Switch, useSearch } from 'wouter';
import { ROUTES } from '../widget/routes';
import { AddonsScreen } from '../screens/addons/addons-screen';
import { AgreementScreen } from '../screens/instalments/agreement-screen';
import { HolderWaitScreen } from '../screens/instalments/holder-wait-screen';
import { HolderScreen } from '../screens/instalments/holder-screen';
import { DetailsFormScreen } from '../screens/details-form/details-form-screen';
import { Declined } from '../screens/end-states/declined';
import { Exception } from '../screens/end-states/exception';
import { Expired } from '../screens/end-states/expired';
import { Failed } from '../screens/end-states/failed';
import { InstalmentsDeclined } from '../screens/end-states/instalments-declined';
import { NotFound } from '../screens/end-states/not-found';
import { PricePresentationScreen } from '../screens/price-presentation/price-presentation-screen';
import { SiraDeclined } from '../screens/end-states/sira-declined';
import { SummaryScreen } from '../screens/summary/summary-screen';
import { DeepLinkScreen } from '../screens/deep-link/deep-link-screen';
import { InstalmentsScreen } from '../screens/instalments/instalments-screen';
import { PaymentComplete } from '../screens/payment/payment-complete';
import { PaymentScreen } from '../screens/payment/payment-screen';
import { RecallScreen } from '../screens/recall/recall-screen';
import { ResumeScreen } from '../screens/recall/resume-screen';
import { ThankYouScreen } from '../screens/thank-you/thank-you-screen';

/** docs/product/screens.md#routes: one route per screen; / and /quote start a new quote. */
export function RouteTable() {
  // Edit a quote (docs/product/screens.md#routes) mounts its form afresh for each saved quote, so
  // it opens behind Please wait as it does from any other screen. Reached from the new quote's form
  // in the same tab (only the hash changes), the form stayed up and pressable while the quote
  // loaded, and the load then undid her presses: a step she opened shut (docs/contributing.md#finding-a-flaky-test).
  const editing = new URLSearchParams(useSearch()).get('uuid');
  return (
    <Switch>
      <Route path="/">
        <Redirect to={ROUTES.create} replace />
      </Route>
      <Route path="/quote">
        <Redirect to={ROUTES.create} replace />
      </Route>
      <Route path={ROUTES.create}>
        <DetailsFormScreen mode="create" />
      </Route>
      <Route path={ROUTES.edit}>
        <DetailsFormScreen key={`edit:${editing}`} mode="edit" />
      </Route>
      <Route path={ROUTES.pricePresentation} component={PricePresentationScreen} />
      <Route path={ROUTES.addons} component={AddonsScreen} />
      <Route path={ROUTES.summary} component={SummaryScreen} />
      <Route path={ROUTES.payment} component={PaymentScreen} />
      <Route path={ROUTES.complete} component={PaymentComplete} />
      <Route path={ROUTES.instalments} component={InstalmentsScreen} />
      <Route path={ROUTES.agreement} component={AgreementScreen} />
      <Route path={ROUTES.holderWait} component={HolderWaitScreen} />
      <Route path={ROUTES.holder} component={HolderScreen} />
      <Route path={ROUTES.thankYou} component={ThankYouScreen} />
      <Route path={ROUTES.recall} component={RecallScreen} />
      <Route path={ROUTES.resume} component={ResumeScreen} />
      <Route path={ROUTES.deepLink} component={DeepLinkScreen} />
      <Route path={ROUTES.declined} component={Declined} />
      <Route path={ROUTES.siraDeclined} component={SiraDeclined} />
      <Route path={ROUTES.failed} component={Failed} />
      <Route path={ROUTES.instalmentsDeclined} component={InstalmentsDeclined} />
      <Route path={ROUTES.expired} component={Expired} />
      <Route path={ROUTES.exception} component={Exception} />
      <Route component={NotFound} />
    </Switch>
  );
}
