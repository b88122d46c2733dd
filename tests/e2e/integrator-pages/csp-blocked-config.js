// The integrator's settings, with onError, onEvent's error event and the element's
// motorquote:error recording what the widget reports.
window.hostErrors = [];
window.hostErrorEvents = [];
window.hostErrorDomEvents = [];
document.getElementById('motor-quote').addEventListener('motorquote:error', function (event) {
  window.hostErrorDomEvents.push(event.detail);
});
window.MotorQuoteConfig = {
  apiBase: '{{API_ORIGIN}}',
  // The card payment's return page, served from the integrator's own site (docs/embedding.md#how-the-card-payment-returns).
  paymentReturnUrl: '/motor-quote-return.html',
  onError: function (error) {
    window.hostErrors.push(error);
  },
  onEvent: function (name, detail) {
    if (name === 'error') window.hostErrorEvents.push(detail);
  },
};
