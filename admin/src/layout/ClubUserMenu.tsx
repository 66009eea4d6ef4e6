import AccountCircle from '@mui/icons-material/AccountCircle';
import LinkIcon from '@mui/icons-material/Link';
import Logout from '@mui/icons-material/Logout';
import Settings from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import { useState, type MouseEvent } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SIGN_IN_PATH } from '../auth/paths';
import { SETTINGS_PATH } from '../pages/settings/sections';

/** The signed-in user's name in the app bar; its menu repeats who it is and offers Settings, linked identities and Sign out. */
export const ClubUserMenu = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const { direction } = useTheme();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!identity?.fullName) return null;

  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const signOut = () => {
    setAnchor(null);
    void logout({}, SIGN_IN_PATH, false);
  };
  // The menu hangs from the button's end edge; the exit arrow points outwards in both directions.
  const end = direction === 'rtl' ? 'left' : 'right';
  const trigger = { 'aria-haspopup': 'menu' as const, 'aria-expanded': anchor !== null, onClick: open };

  return (
    <>
      {wide ? (
        <Button color="inherit" startIcon={<AccountCircle />} sx={{ textTransform: 'none' }} {...trigger}>
          {identity.fullName}
        </Button>
      ) : (
        <IconButton color="inherit" aria-label={identity.fullName} {...trigger}>
          <AccountCircle />
        </IconButton>
      )}
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
      >
        <Box sx={{ px: 2, py: 1, minWidth: 200 }}>
          <Typography variant="subtitle2">{identity.fullName}</Typography>
          {identity.detail ? (
            <Typography variant="body2" color="text.secondary" dir="auto">
              {String(identity.detail)}
            </Typography>
          ) : null}
        </Box>
        <Divider />
        <MenuItem component={Link} to={SETTINGS_PATH} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <Settings fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.settings.title')}</ListItemText>
        </MenuItem>
        <MenuItem component={Link} to="/clerk/user-management" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <LinkIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.clerk.management.title')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <Logout fontSize="small" sx={{ transform: direction === 'rtl' ? 'scaleX(-1)' : undefined }} />
          </ListItemIcon>
          <ListItemText>{translate('app.auth.signOut')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
