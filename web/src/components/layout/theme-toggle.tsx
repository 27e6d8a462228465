/** Light/dark switch of the navigation bar (docs/specs/customer-area.md section 1, "Theme"). */
import IconButton from '@mui/material/IconButton';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useThemeMode } from '@/lib/theme-mode';

export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  // The mode is known only once the app has mounted: until then the label names no direction.
  const label =
    mode === undefined
      ? 'Switch theme'
      : mode === 'dark'
        ? 'Switch to light theme'
        : 'Switch to dark theme';
  // Both icons are in the markup and the page's colour scheme shows one (the moon while light,
  // the sun while dark), so they are right from the first paint.
  return (
    <IconButton color="inherit" onClick={toggleMode} aria-label={label} title={label}>
      <DarkModeIcon sx={(theme) => theme.applyStyles('dark', { display: 'none' })} />
      <LightModeIcon
        sx={(theme) => ({
          display: 'none',
          ...theme.applyStyles('dark', { display: 'inline-block' }),
        })}
      />
    </IconButton>
  );
}
