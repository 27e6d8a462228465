/**
 * Light or dark theme (docs/specs/customer-area.md section 1, "Theme"): a choice stored under the
 * localStorage key `theme` wins; without one the system colour scheme decides and its changes are
 * followed. Toggling stores the choice. The page root carries a `dark` class while dark.
 *
 * MUI's ThemeProvider runs it (app/providers.tsx): it reads and writes the choice through
 * `themeModeStorage`, follows the system, and puts `dark` or `light` on <html>, which selects the
 * theme's CSS variables (app/theme.ts). web/public/theme-init.js applies the same rules before the
 * first paint. The mode is unknown (undefined) until the app has mounted, so the first render is
 * the same whatever the mode, as a page rendered on the server must be.
 */
import { useColorScheme } from '@mui/material/styles';
import type { StorageManager } from '@mui/material/styles';

type ThemeMode = 'light' | 'dark';

/** localStorage key of the stored choice (docs/specs/customer-area.md section 1). */
export const THEME_STORAGE_KEY = 'theme';

const isThemeMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

/** What MUI gets for the keys other than ours (the colour scheme of each mode): nothing kept. */
const NO_STORAGE: ReturnType<StorageManager> = {
  get: (fallback: unknown) => fallback,
  set: () => {},
  subscribe: () => () => {},
};

/**
 * MUI's storage of the mode, held to the spec: only `light` or `dark` under `theme` is a choice;
 * anything else, or storage out of reach (server render, private mode), reads as none, and MUI
 * then follows the system. A choice made in another tab is followed too.
 */
export const themeModeStorage: StorageManager = ({ key }) => {
  if (key !== THEME_STORAGE_KEY) return NO_STORAGE;
  return {
    get(fallback: unknown) {
      try {
        const value = window.localStorage.getItem(key);
        return isThemeMode(value) ? value : fallback;
      } catch {
        return fallback;
      }
    },
    set(mode: unknown) {
      try {
        // MUI writes 'system' only when another tab dropped its choice: drop ours as well.
        if (isThemeMode(mode)) window.localStorage.setItem(key, mode);
        else window.localStorage.removeItem(key);
      } catch {
        // The choice still applies for this page view.
      }
    },
    subscribe(handler: (mode: ThemeMode | null) => void) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) handler(isThemeMode(event.newValue) ? event.newValue : null);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
};

/**
 * The mode shown (undefined until the app has mounted) and the toggle, which stores the other
 * mode as the choice.
 */
export function useThemeMode(): { mode: ThemeMode | undefined; toggleMode: () => void } {
  const { mode: chosen, systemMode, setMode } = useColorScheme();
  const mode = chosen === 'system' ? systemMode : chosen;
  return { mode, toggleMode: () => setMode(mode === 'dark' ? 'light' : 'dark') };
}
