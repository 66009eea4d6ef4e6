import { AppBar, LoadingIndicator } from 'react-admin';
import { PaletteButton } from '../palette/PaletteButton';
import { ThemeToggleButton } from '../preferences/ThemeToggleButton';
import { ClubUserMenu } from './ClubUserMenu';
import { LanguageSwitcher } from './LanguageSwitcher';

export const ClubAppBar = () => (
  <AppBar
    userMenu={<ClubUserMenu />}
    toolbar={
      <>
        <PaletteButton />
        <LanguageSwitcher />
        <ThemeToggleButton />
        <LoadingIndicator />
      </>
    }
  />
);
