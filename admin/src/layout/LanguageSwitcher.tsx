import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LANGUAGE_NAMES } from '../i18n/availableLocales';
import { directionOf, LOCALES, type Locale } from '../preferences/direction';
import { usePreferences } from '../preferences/usePreferences';
import { useSwitchDirection } from '../preferences/useSwitchDirection';

/** Switches language and direction together, and remembers the choice in the `dir` cookie. */
export const LanguageSwitcher = () => {
  const translate = useTranslate();
  const { locale } = usePreferences();
  const { switchDirection } = useSwitchDirection();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.language.switch', { _: 'Language' });

  const choose = (next: Locale) => {
    setAnchor(null);
    switchDirection(directionOf(next));
  };

  return (
    <>
      <Tooltip title={label}>
        <Button
          color="inherit"
          startIcon={<Translate />}
          // The visible language is part of the name (WCAG 2.5.3).
          aria-label={`${label}: ${LANGUAGE_NAMES[locale]}`}
          aria-haspopup="menu"
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          {/* On a phone the icon alone: the app bar must fit its width. */}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {LANGUAGE_NAMES[locale]}
          </Box>
        </Button>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((option) => (
          <MenuItem key={option} lang={option} selected={option === locale} onClick={() => choose(option)}>
            {LANGUAGE_NAMES[option]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
