// The app's config, and its router: the car-insurance route renders the widget's container.
window.MotorQuoteConfig = { apiBase: '{{API_ORIGIN}}', routing: 'memory' };
window.addEventListener('hashchange', function () {
  const app = document.getElementById('app');
  if (location.hash === '#car-insurance') app.innerHTML = '<h1>Car insurance</h1><div id="motor-quote"></div>';
  else app.innerHTML = '<h1>Welcome</h1>';
});
