import { useContext } from 'react';
import { PreferencesContext, type Preferences } from './PreferencesContext';

export const usePreferences = (): Preferences => {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences must be used inside <PreferencesProvider>');
  return preferences;
};
