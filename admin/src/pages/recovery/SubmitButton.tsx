import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's full-width submit button, with a spinner and its busy label while the request runs. */
export const SubmitButton = ({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) => (
  <Button
    type="submit"
    variant="contained"
    size="large"
    fullWidth
    disabled={busy}
    aria-busy={busy}
    startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
  >
    {busy ? busyLabel : label}
  </Button>
);
