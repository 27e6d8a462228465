/* global document, window */
// Runs before the app: marks the page root dark from the stored choice (key "theme") or, without
// one, from the system colour scheme, so the first paint has the right background.
// The React app (web/src/lib/theme-mode.tsx) takes over once it starts.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    stored = null;
  }
  var dark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) document.documentElement.classList.add('dark');
})();
