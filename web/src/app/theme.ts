/**
 * The MUI theme, one for both modes (docs/specs/customer-area.md section 1, "Theme"): the store's
 * design tokens (docs/style.md): one accent colour, the semantic colours, a type scale in the
 * self-hosted Inter variable font, spacing and radius, and the component defaults built on them.
 * Links and buttons with an href navigate through wouter (components/router-link.tsx).
 *
 * Colours are CSS theme variables: the light values on :root, the dark ones under the `dark` class
 * of <html> (lib/theme-mode.ts), so the markup is the same in both modes and a page rendered
 * without knowing the mode hydrates without a mismatch. Components therefore take colours from
 * `theme.vars` (or palette paths in `sx`) and style dark mode with `theme.applyStyles('dark', ...)`:
 * `theme.palette` holds only the light values.
 */
import { createTheme } from '@mui/material/styles';
// Types `palette.DataGrid`, the admin tables' own colours.
import type {} from '@mui/x-data-grid/themeAugmentation';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { RouterLink } from '@/components/router-link';
import { REDUCED_MOTION_QUERY } from '@/lib/motion';

declare module '@mui/material/styles' {
  // Types `theme.vars` and the colour-scheme options of the CSS theme variables.
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    /** Tokens of the store's own surfaces: hero bands, the top bar and the rating stars. */
    brand: BrandTokens;
  }
  interface PaletteOptions {
    brand?: BrandTokens;
  }
}

/** Colours of the store's own surfaces (docs/style.md "Palette"), per mode. */
export interface BrandTokens {
  /** Background of the hero bands of the home, All Products and static pages. */
  heroBackground: string;
  /** The dark top bar above the header and its text and icons. */
  topBar: string;
  onTopBar: string;
  topBarIcon: string;
  /** Rating stars and the "sold today" flame. */
  star: string;
  hot: string;
}

const FONT_STACK =
  '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Inter's upright variable faces, Latin and Latin Extended (the Turkish ğ, ş, ı of the profile
 * toasts, docs/specs/customer-area.md): the browser fetches a face only when the page holds one of
 * its characters (unicode-range), and paints the fallback font meanwhile (font-display: swap), so
 * the font never delays the first paint. The ranges are the package's own (its wght.css).
 */
const FONT_FACES = [
  {
    src: interLatin,
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    src: interLatinExt,
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
].map(
  (face) =>
    `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${face.src}) format('woff2');unicode-range:${face.unicodeRange};}`,
);

/**
 * The palette of each mode (docs/style.md "Palette"). Every colour used as text or under text
 * meets WCAG 2.1 AA (4.5:1) against the mode's backgrounds; contrastThreshold makes MUI pick the
 * readable text colour on filled buttons and chips.
 */
const PALETTES = {
  light: {
    contrastThreshold: 4.5,
    primary: { main: '#4F46E5' },
    secondary: { main: '#475569' },
    success: { main: '#15803D' },
    warning: { main: '#B45309' },
    error: { main: '#B91C1C' },
    info: { main: '#0369A1' },
    text: { primary: '#0F172A', secondary: '#475569' },
    background: { default: '#F8FAFC', paper: '#FFFFFF' },
    divider: '#E2E8F0',
    // The admin tables' surface, the paper (dark: see there).
    DataGrid: { bg: '#FFFFFF' },
    brand: {
      heroBackground: 'linear-gradient(135deg, #EEF2FF 0%, #F8FAFC 100%)',
      topBar: '#0F172A',
      onTopBar: '#E2E8F0',
      topBarIcon: '#A5B4FC',
      star: '#B45309',
      hot: '#C2410C',
    },
  },
  dark: {
    contrastThreshold: 4.5,
    primary: { main: '#818CF8' },
    secondary: { main: '#CBD5E1' },
    success: { main: '#4ADE80' },
    warning: { main: '#FBBF24' },
    error: { main: '#F87171' },
    info: { main: '#38BDF8' },
    text: { primary: '#F1F5F9', secondary: '#CBD5E1' },
    background: { default: '#0B1220', paper: '#111A2E' },
    divider: '#243049',
    // The admin tables' surface: MUI X tints it 5% towards white in dark mode when it finds the
    // mode in the theme object, which a CSS variables theme does not tell it; the same tint here.
    DataGrid: { bg: 'color-mix(in srgb, #111A2E 95%, #fff)' },
    brand: {
      heroBackground: 'linear-gradient(135deg, #111A2E 0%, #1E1B4B 100%)',
      topBar: '#070C18',
      onTopBar: '#E2E8F0',
      topBarIcon: '#A5B4FC',
      star: '#FBBF24',
      hot: '#FB923C',
    },
  },
} as const;

/** The app theme, both modes in one (see the module comment). */
export const appTheme = createTheme({
  // The `dark` class on <html> selects the dark variables; the light ones are the default, on
  // :root (and `.light`, the class MUI puts on <html> while light). Each scheme also sets the
  // CSS color-scheme, which native controls (date pickers, scroll bars) inherit.
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: { light: { palette: PALETTES.light }, dark: { palette: PALETTES.dark } },
  // MUI's transitions, ripples, skeleton pulses and spinners stand still for visitors who ask
  // their system for reduced motion.
  motion: { reducedMotion: 'system' },
  // Radius token: 10 px; components use multiples (1 = 10 px, 1.5 = 15 px) through `sx`.
  shape: { borderRadius: 10 },
  // Spacing token: 8 px steps (MUI's default), always through `sx` numbers, never raw px.
  spacing: 8,
  // Headings grow with the viewport between a phone's and a desktop's size (CSS clamp, so no
  // breakpoint code ships); nothing is smaller than the 12 px caption.
  typography: {
    fontFamily: FONT_STACK,
    h1: {
      fontSize: 'clamp(2rem, 1.5rem + 2.5vw, 2.75rem)',
      fontWeight: 800,
      lineHeight: 1.15,
      letterSpacing: '-0.02em',
    },
    h2: {
      fontSize: 'clamp(1.625rem, 1.3rem + 1.6vw, 2.125rem)',
      fontWeight: 800,
      lineHeight: 1.2,
      letterSpacing: '-0.015em',
    },
    h3: {
      fontSize: 'clamp(1.375rem, 1.2rem + 0.9vw, 1.75rem)',
      fontWeight: 700,
      lineHeight: 1.25,
      letterSpacing: '-0.01em',
    },
    h4: {
      fontSize: 'clamp(1.25rem, 1.15rem + 0.5vw, 1.5rem)',
      fontWeight: 700,
      lineHeight: 1.3,
      letterSpacing: '-0.01em',
    },
    h5: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.35 },
    h6: { fontSize: '1.0625rem', fontWeight: 700, lineHeight: 1.4 },
    subtitle1: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5 },
    subtitle2: { fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.5 },
    body1: { fontSize: '1rem', lineHeight: 1.6 },
    body2: { fontSize: '0.875rem', lineHeight: 1.55 },
    // The smallest text of the store: 12 px.
    caption: { fontSize: '0.75rem', lineHeight: 1.5 },
    overline: { fontSize: '0.75rem', fontWeight: 700, lineHeight: 1.6, letterSpacing: '0.08em' },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  components: {
    MuiButtonBase: { defaultProps: { LinkComponent: RouterLink } },
    MuiLink: { defaultProps: { component: RouterLink } },
    // The accent (contained, primary) is for the one main action of a screen; secondary actions
    // are outlined or text buttons (docs/style.md "Buttons").
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10 }, sizeLarge: { paddingBlock: 10 } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 15 } },
    },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 }, sizeSmall: { fontSize: '0.75rem' } },
    },
    MuiOutlinedInput: { styleOverrides: { root: { borderRadius: 10 } } },
    // A disabled field's hint says why it is off: it stays readable (WCAG 1.4.3 asks 4.5:1; the
    // disabled grey is under that), unlike the greyed value itself.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
    MuiCssBaseline: {
      // A string: an object cannot hold two @font-face rules.
      styleOverrides: `${FONT_FACES.join('')}html{scroll-behavior:smooth;}@media ${REDUCED_MOTION_QUERY}{html{scroll-behavior:auto;}}`,
    },
  },
});
