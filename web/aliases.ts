/**
 * The web app's import aliases, one list for Vite (web/vite.config.ts), Vitest (vitest.config.ts)
 * and TypeScript (`paths` in tsconfig.json, which must name the same folders): `@/` is web/src,
 * `@contracts/` the rules and schemas shared with the server. Relative imports stay for files of
 * the same feature or folder.
 */
import { fileURLToPath } from 'node:url';

export const webAliases = {
  '@contracts': fileURLToPath(new URL('../contracts', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};
