// The host site's own router, as a small single-page site writes one: every hash is its route.
// window.hostRoutes records each route it rendered, so a test can tell whether anything else wrote the hash.
(function () {
  const routes = {
    '#/home': { title: 'Welcome to Compare Cars', text: 'Compare car insurance from trusted brands.' },
    '#/pricing': { title: 'Pricing', text: 'Our comparison service is free to use.' },
  };
  window.hostRoutes = [];
  function render() {
    const hash = location.hash;
    if (hash === '' || hash === '#' || hash === '#/') {
      location.replace('#/home');
      return;
    }
    window.hostRoutes.push(hash);
    const route = routes[hash];
    const view = document.getElementById('host-view');
    const heading = document.createElement('h1');
    const text = document.createElement('p');
    heading.textContent = route ? route.title : 'Sorry, we could not find that page';
    text.textContent = route ? route.text : 'Compare Cars has no page at ' + hash + '.';
    view.replaceChildren(heading, text);
    view.setAttribute('data-route', route ? hash : 'not-found');
  }
  window.addEventListener('hashchange', render);
  render();
})();
