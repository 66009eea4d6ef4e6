import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { RefreshIconButton } from 'react-admin';
import { useIsBusy } from '../shell/useIsBusy';

/**
 * The app bar's refresh button, turned into a spinner while the admin waits for the server: what
 * react-admin's LoadingIndicator shows, from the shell's busy store (its own scans every cached
 * query on every cache event).
 */
export const AppBarLoadingIndicator = () => {
  const busy = useIsBusy();
  return (
    <Box sx={{ position: 'relative' }}>
      <RefreshIconButton sx={busy ? { opacity: 0 } : undefined} />
      {busy && <CircularProgress color="inherit" size={16} thickness={6} sx={{ position: 'absolute', top: '30%', left: '30%' }} />}
    </Box>
  );
};
