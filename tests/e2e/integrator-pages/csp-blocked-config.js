// The integrator's settings, with onError recording what the widget reports.
window.hostErrors = [];
window.MotorQuoteConfig = {
  apiBase: '{{API_ORIGIN}}',
  onError: function (error) {
    window.hostErrors.push(error);
  },
};
