import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useStore, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SIDEBAR_PINNED_KEY } from '../preferences/sidebarPreferences';
import { currentMenuPlace } from './currentPath';
import { entryKey } from './menuSections';
import { useListPath } from './useListPath';

/**
 * The app bar's pin: puts the screen the person is on (a sidebar entry: a list, a custom screen)
 * in the sidebar's "Pinned" section above the groups, or takes it out. A toggle button
 * (aria-pressed), not shown on a phone, where the app bar's room is the title's.
 */
export const PinScreenButton = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = currentMenuPlace(pathname, useListPath());
  const [pinned, setPinned] = useStore<string[]>(SIDEBAR_PINNED_KEY, []);
  if (!current) return null;
  const key = entryKey(current.entry);
  const isPinned = pinned.includes(key);
  // A toggle keeps its name; aria-pressed says whether it is on. The tooltip says what a click does.
  return (
    <Tooltip title={translate(isPinned ? 'menu.unpin' : 'menu.pin')}>
      <IconButton
        color="inherit"
        aria-label={translate('menu.pin')}
        aria-pressed={isPinned}
        onClick={() => setPinned(isPinned ? pinned.filter((name) => name !== key) : [...pinned, key])}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        {isPinned ? <PushPin /> : <PushPinOutlined />}
      </IconButton>
    </Tooltip>
  );
};
