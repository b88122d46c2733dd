// Two brands from one script. window.hostEvents records each widget's events, keyed by brand,
// so a test can tell which widget reported what.
(function () {
  const bothMemory = new URLSearchParams(location.search).get('routing') === 'memory';
  window.hostEvents = { juniper: [], northgate: [] };
  function record(brand) {
    return function (name, detail) { window.hostEvents[brand].push({ name: name, detail: detail }); };
  }
  window.widgets = {
    juniper: window.MotorQuote.mount('#juniper', {
      apiBase: '{{API_ORIGIN}}',
      routing: bothMemory ? 'memory' : 'hash',
      brand: { name: 'Juniper Car Insurance' },
      onEvent: record('juniper'),
    }),
    northgate: window.MotorQuote.mount('#northgate', {
      apiBase: '{{API_ORIGIN}}',
      routing: 'memory',
      brand: {
        name: 'Northgate Motor',
        phone: '0800 049 1234',
        theme: { '--mq-color-primary': '#1d4f91', '--mq-color-accent': '#1d4f91', '--mq-font-family': 'Georgia, serif' },
      },
      labels: { 'form.title': 'Your Northgate car insurance quote' },
      onEvent: record('northgate'),
    }),
  };
})();
