// ?routing=hash tries the widget's default routing on this page; memory is what the guide advises here.
window.MotorQuoteConfig = {
  apiBase: '{{API_ORIGIN}}',
  routing: new URLSearchParams(location.search).get('routing') === 'hash' ? 'hash' : 'memory',
  onEvent: function (name) { (window.hostEvents = window.hostEvents || []).push(name); },
};
