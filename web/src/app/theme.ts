/**
 * MUI themes for the light and dark modes (docs/specs/customer-area.md section 1, "Theme"). Links
 * and buttons with an href navigate through wouter (components/router-link.tsx).
 */
import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { RouterLink } from '@/components/router-link';
import { REDUCED_MOTION_QUERY } from '@/lib/motion';
import type { ThemeMode } from '@/lib/theme-mode';

const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The app theme for one mode. */
export function createAppTheme(mode: ThemeMode): Theme {
  const isDark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      // Shades chosen for WCAG AA contrast (4.5:1) of text on them and of them as text on the
      // background, in each mode; contrastThreshold makes MUI pick the readable text colour.
      contrastThreshold: 4.5,
      primary: { main: isDark ? '#60A5FA' : '#1D4ED8' },
      secondary: { main: isDark ? '#A78BFA' : '#6D28D9' },
      success: { main: isDark ? '#4ADE80' : '#15803D' },
      error: { main: isDark ? '#F87171' : '#B91C1C' },
      warning: { main: isDark ? '#FBBF24' : '#B45309' },
      info: { main: isDark ? '#38BDF8' : '#0369A1' },
      text: isDark ? { secondary: 'rgba(255,255,255,0.75)' } : { secondary: 'rgba(0,0,0,0.68)' },
      background: isDark
        ? { default: '#0b1220', paper: '#111a2e' }
        : { default: '#f8fafc', paper: '#ffffff' },
    },
    // MUI's transitions, ripples, skeleton pulses and spinners stand still for visitors who ask
    // their system for reduced motion.
    motion: { reducedMotion: 'system' },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { LinkComponent: RouterLink } },
      MuiLink: { defaultProps: { component: RouterLink } },
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollBehavior: 'smooth' },
          [`@media ${REDUCED_MOTION_QUERY}`]: { html: { scrollBehavior: 'auto' } },
        },
      },
    },
  });
}
