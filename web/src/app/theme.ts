/**
 * MUI themes for the light and dark modes (customer-area.md section 1, "Theme"). Links and
 * buttons with an href navigate through wouter (components/router-link.tsx).
 */
import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { RouterLink } from '../components/router-link';
import type { ThemeMode } from '../lib/theme-mode';

const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The app theme for one mode. */
export function createAppTheme(mode: ThemeMode): Theme {
  const isDark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: '#3B82F6' },
      secondary: { main: '#8B5CF6' },
      success: { main: '#16a34a' },
      background: isDark
        ? { default: '#0b1220', paper: '#111a2e' }
        : { default: '#f8fafc', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { LinkComponent: RouterLink } },
      MuiLink: { defaultProps: { component: RouterLink } },
      MuiCssBaseline: {
        styleOverrides: { html: { scrollBehavior: 'smooth' } },
      },
    },
  });
}
