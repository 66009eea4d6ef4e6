import { AppBar, LoadingIndicator } from 'react-admin';
import { LanguageSwitcher } from './LanguageSwitcher';

export const ClubAppBar = () => (
  <AppBar
    toolbar={
      <>
        <LanguageSwitcher />
        <LoadingIndicator />
      </>
    }
  />
);
