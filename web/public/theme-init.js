/* global document, window */
// zod (forms, lazily loaded) probes `new Function` once to decide whether to compile its parsers;
// the Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses it and the browser
// reports a violation on every page. Jitless mode skips the probe; zod reads this global config
// when it first loads.
window.__zod_globalConfig = { jitless: true };
// Runs before the app: marks the page root dark from the stored choice (key "theme") or, without
// one, from the system colour scheme, so the first paint has the right colours: the `dark` class
// selects the theme's dark CSS variables, the light ones being the default (web/src/app/theme.ts).
// MUI's ThemeProvider keeps the class in step once the app has mounted (web/src/lib/theme-mode.ts).
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
