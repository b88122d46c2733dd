// The brand's analytics, as a host page listens without a config function: each milestone is a DOM
// event on the widget's element (docs/events.md), heard here from a deferred script that blocks no paint.
// On the partner page, not the model page: a script this short, fetched with the page, is counted in
// Lighthouse's LCP estimate and not its FCP's (docs/embedding.md#your-own-scripts-and-the-first-paint).
[
  'widget_ready',
  'step_viewed',
  'step_completed',
  'quote_shown',
  'price_option_changed',
  'addons_chosen',
  'purchase_completed',
  'error_screen_shown',
].forEach(function (name) {
  document.addEventListener('motorquote:' + name, function (event) {
    console.info('[host analytics]', name, event.detail);
  });
});
