/**
 * Loads the ALTCHA widget (the `altcha-widget` custom element) once, on demand: its build without
 * bundled workers (`altcha/external`), its stylesheet, and its PBKDF2 worker as a file of this
 * site. The default build starts its workers from blob: URLs, which the Content Security Policy
 * (script-src 'self', api/app.ts) refuses; a worker file served by the store is allowed.
 */
let loading: Promise<void> | null = null;

/** Resolves once `altcha-widget` is defined and can solve the store's PBKDF2/SHA-256 challenges. */
export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external');
    await import('altcha/altcha.css');
    const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker');
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  })();
  return loading;
}
