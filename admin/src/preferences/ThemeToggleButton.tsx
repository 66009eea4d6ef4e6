import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { usePreferences } from './usePreferences';

/** Flips between light and dark; the settings' appearance page also offers `system`. */
export const ThemeToggleButton = () => {
  const translate = useTranslate();
  const { colorMode, setTheme } = usePreferences();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  const label = translate(next === 'dark' ? 'app.theme.switchToDark' : 'app.theme.switchToLight');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => setTheme(next)}>
        {colorMode === 'dark' ? <LightMode /> : <DarkMode />}
      </IconButton>
    </Tooltip>
  );
};
