// The page's own code: a command queued before the widget's script exists (docs/embedding.md#loading-signals).
window.hostLog = [];
// This page mounts by hand, into its own box: no auto-mount.
window.MotorQuoteConfig = { autoMount: false };
window.addEventListener('motorquote:loaded', function (event) {
  window.hostLog.push('loaded ' + (event.detail === window.MotorQuote));
});
window.MotorQuoteQueue = window.MotorQuoteQueue || [];
window.MotorQuoteQueue.push(function (motorQuote) {
  window.hostLog.push('queued command ran');
  window.widget = motorQuote.mount('#quote-box', { apiBase: '{{API_ORIGIN}}', routing: 'memory' });
});
// The tag manager, a moment later: a script element added by JavaScript (async, as tag managers add them).
setTimeout(function () {
  const script = document.createElement('script');
  script.src = '{{WIDGET_ORIGIN}}/dist/motor-quote.js';
  document.head.appendChild(script);
}, 300);
