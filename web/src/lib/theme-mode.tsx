/**
 * Light or dark theme (docs/specs/customer-area.md section 1, "Theme"): a choice stored under the
 * localStorage key `theme` wins; without one the system colour scheme decides and its changes are
 * followed. Toggling stores the choice. The page root carries a `dark` class while dark.
 */
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';

export type ThemeMode = 'light' | 'dark';

/** localStorage key of the stored choice (docs/specs/customer-area.md section 1). */
const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStoredMode(): ThemeMode | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null; // storage blocked (private mode): behave as if nothing is stored
  }
}

function storeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // The choice still applies for this page view.
  }
}

function subscribeToSystem(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const systemMode = (): ThemeMode => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

interface ThemeModeValue {
  mode: ThemeMode;
  toggleMode: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

/** Provides the current mode and the toggle; keeps the `dark` class of <html> in step. */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [storedMode, setStoredMode] = useState<ThemeMode | null>(readStoredMode);
  const followedSystemMode = useSyncExternalStore<ThemeMode>(
    subscribeToSystem,
    systemMode,
    () => 'light',
  );
  const mode = storedMode ?? followedSystemMode;

  useEffect(() => {
    document.documentElement.classList.toggle('dark', mode === 'dark');
  }, [mode]);

  const toggleMode = useCallback(() => {
    const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
    storeMode(next);
    setStoredMode(next);
  }, [mode]);

  const value = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);
  return <ThemeModeContext value={value}>{children}</ThemeModeContext>;
}

/** The current theme mode and its toggle. Must be used under ThemeModeProvider. */
export function useThemeMode(): ThemeModeValue {
  const value = use(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}
