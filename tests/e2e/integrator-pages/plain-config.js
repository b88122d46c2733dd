// The integrator's settings: the API lives on the insurer's own origin, not this site's.
window.MotorQuoteConfig = {
  apiBase: '{{API_ORIGIN}}',
  brand: { name: 'Juniper Car Insurance', logoUrl: '/integrator-logo.svg' },
  onEvent: function (name) { (window.hostEvents = window.hostEvents || []).push(name); },
};
