// Collects CSP violations so the page (and its e2e test) can show that the widget caused none.
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', function (event) {
  window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
});
