// The brand's analytics, as a host page listens without a config function: each milestone is a DOM
// event on the widget's element (docs/events.md), heard here from a deferred script that blocks no paint.
['widget_ready', 'step_viewed', 'step_completed', 'quote_shown', 'price_option_changed', 'addons_chosen', 'purchase_completed', 'error_screen_shown'].forEach(function (name) {
  document.addEventListener('motorquote:' + name, function (event) {
    console.info('[host analytics]', name, event.detail);
  });
});
