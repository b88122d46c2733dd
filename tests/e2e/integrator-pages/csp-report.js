// Collects CSP violations on this page, so a test can show the widget caused none.
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', function (event) {
  window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
});
