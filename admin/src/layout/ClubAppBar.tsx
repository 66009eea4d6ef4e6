import Box from '@mui/material/Box';
import { memo } from 'react';
import { AppBar } from 'react-admin';
import { PaletteButton } from '../palette/PaletteButton';
import { ThemeToggleButton } from '../preferences/ThemeToggleButton';
import { AppBarLoadingIndicator } from './AppBarLoadingIndicator';
import { ClubUserMenu } from './ClubUserMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotificationBell } from './NotificationBell';
import { PinScreenButton } from './PinScreenButton';

/** Drawn again only when what it shows changes, not with every page the layout around it opens. */
export const ClubAppBar = memo(() => (
  <AppBar
    userMenu={<ClubUserMenu />}
    // The title gives way on a phone (ellipsis) so that the buttons stay on screen.
    sx={{ '& .RaAppBar-toolbar': { minWidth: 0 }, '& .RaAppBar-title': { minWidth: 0, flex: '1 1 0', overflow: 'hidden', textOverflow: 'ellipsis' } }}
    toolbar={
      <>
        <PinScreenButton />
        <PaletteButton />
        <NotificationBell />
        <LanguageSwitcher />
        {/* On a phone the title keeps the room: the theme is in the settings, and the top bar shows loading. */}
        <Box sx={{ display: { xs: 'none', sm: 'inline-flex' }, alignItems: 'center' }}>
          <ThemeToggleButton />
          <AppBarLoadingIndicator />
        </Box>
      </>
    }
  />
));
