import { AppBar, LoadingIndicator } from 'react-admin';
import { ClubUserMenu } from './ClubUserMenu';
import { LanguageSwitcher } from './LanguageSwitcher';

export const ClubAppBar = () => (
  <AppBar
    userMenu={<ClubUserMenu />}
    toolbar={
      <>
        <LanguageSwitcher />
        <LoadingIndicator />
      </>
    }
  />
);
