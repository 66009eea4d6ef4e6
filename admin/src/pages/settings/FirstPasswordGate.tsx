import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { authStorage } from '../../auth/authStorage';
import { RouteLoading } from '../../shell/RouteLoading';

// Loaded only by the one who needs it (a first sign-in): the shell's entry chunk stays small.
const PasswordForm = lazy(() => import('./PasswordForm').then((module) => ({ default: module.PasswordForm })));

/**
 * Signed in with the password generated at installation: the server answers nothing but the
 * account's own endpoints until it is changed, so the shell shows only this form (the app bar
 * stays, with the language switch and sign-out).
 */
export const FirstPasswordGate = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [required, setRequired] = useState(() => authStorage.read().user?.mustChangeCredentials === true);
  if (!required) return <>{children}</>;
  return (
    <Box component="main" id="main-content" sx={{ width: '100%', maxWidth: 480, mx: 'auto', my: 6, px: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.settings.account.firstPasswordTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.settings.account.firstPasswordHelp')}
      </Typography>
      <Suspense fallback={<RouteLoading />}>
        <PasswordForm onChanged={() => setRequired(false)} />
      </Suspense>
    </Box>
  );
};
