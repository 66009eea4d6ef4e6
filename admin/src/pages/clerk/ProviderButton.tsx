import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LoginIcon from '@mui/icons-material/Login';
import { useState, type ReactNode } from 'react';

/** The one button of the /clerk pages: asks the server where to go, then leaves for the provider. */
export const ProviderButton = ({ label, busyLabel, go, onError, icon = <LoginIcon />, fullWidth = true }: { label: string; busyLabel: string; go: () => Promise<string>; onError: (error: unknown) => void; icon?: ReactNode; fullWidth?: boolean }) => {
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    try {
      window.location.assign(await go());
    } catch (error) {
      setBusy(false);
      onError(error);
    }
  };
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth={fullWidth}
      onClick={leave}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : icon}
      aria-busy={busy}
    >
      {busy ? busyLabel : label}
    </Button>
  );
};
