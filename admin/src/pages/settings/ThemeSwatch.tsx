import Box from '@mui/material/Box';
import type { ThemePreference } from '../../preferences/themePreference';

const SURFACES = {
  light: { page: '#f3f4f6', card: '#ffffff', line: '#d1d5db', accent: '#2196f3' },
  dark: { page: '#121417', card: '#1b1e23', line: '#3a3f47', accent: '#7fb0f5' },
};

const Half = ({ mode }: { mode: 'light' | 'dark' }) => {
  const colours = SURFACES[mode];
  return (
    <Box sx={{ flex: 1, p: 1, bgcolor: colours.page, display: 'grid', gap: 0.5 }}>
      <Box sx={{ height: 8, width: '60%', borderRadius: 1, bgcolor: colours.accent }} />
      <Box sx={{ p: 0.75, borderRadius: 1, bgcolor: colours.card, display: 'grid', gap: 0.5 }}>
        <Box sx={{ height: 5, borderRadius: 1, bgcolor: colours.line }} />
        <Box sx={{ height: 5, width: '70%', borderRadius: 1, bgcolor: colours.line }} />
      </Box>
    </Box>
  );
};

/** A miniature of the screen in a theme; `system` shows light and dark side by side. */
export const ThemeSwatch = ({ theme }: { theme: ThemePreference }) => (
  <Box aria-hidden sx={{ display: 'flex', height: 64, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
    {theme === 'dark' ? <Half mode="dark" /> : <Half mode="light" />}
    {theme === 'system' ? <Half mode="dark" /> : null}
  </Box>
);
