// An aggregator's page (CompareCover, source of business 105) handing a customer's saved quote
// to the insurer's widget. A real partner renders its recall request into this file on its server;
// the demo reads it from this page's query string (?reference=…&postcode=…&dob=YYYY-MM-DD, plus
// any other parameters the partner wants passed on), so any sandbox quote can be opened.
(function () {
  const params = new URLSearchParams(location.search);
  const request = {};
  params.forEach(function (value, key) { request[key] = value; });
  window.MotorQuoteConfig = {
    brand: { name: 'Juniper Car Insurance', phone: '0330 123 4567', email: 'help@juniper-insurance.example' },
    partner: { sourceOfBusiness: '105' },
    deepLink: request,
    onEvent: function (name, detail) { console.info('[partner analytics]', name, detail); },
  };
  // The widget's routes live in the hash: a customer arriving from the partner starts at the deep link.
  if (!location.hash) history.replaceState(null, '', location.pathname + location.search + '#/quote/deeplink');
})();
