/* global document, requestAnimationFrame */
// Starts the app on a page the server rendered (api/http/web-app-pages.ts puts this script there
// in place of the entry's module script): the page is already drawn, so its JavaScript is fetched
// once the browser has painted it, and a slow network spends its first round trips on the page
// itself. The entry (data-entry) then hydrates the page (web/src/main.tsx); the chunks of the
// page's screen (data-preloads, space-separated) are fetched alongside it.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preloads') || '').split(' ').filter(Boolean);
  var started = false;

  function element(tag, attributes) {
    var created = document.createElement(tag);
    for (var name in attributes) created.setAttribute(name, attributes[name]);
    document.head.appendChild(created);
  }

  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      element('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    element('script', { type: 'module', crossorigin: '', src: entry });
  }

  // A task queued from an animation frame runs after that frame's paint; a hidden tab runs no
  // frames, so a timeout starts the app there.
  var fallback = setTimeout(start, 100);
  requestAnimationFrame(function () {
    clearTimeout(fallback);
    setTimeout(start, 0);
  });
})();
