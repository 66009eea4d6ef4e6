import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { SettingsLayout } from './SettingsLayout';
import { useAccount } from './useAccount';

const Heading = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
    {children}
  </Typography>
);

/** /settings/account: the signed-in user's profile and password. */
export const AccountPage = () => {
  const translate = useTranslate();
  const { user, isPending, error, save } = useAccount();
  return (
    <SettingsLayout section="account">
      <Stack spacing={3} divider={<Divider flexItem />}>
        <section>
          <Heading>{translate('app.settings.account.profile')}</Heading>
          {isPending ? <CircularProgress size={24} sx={{ mt: 2 }} /> : null}
          {error ? <Alert severity="error">{translate('app.errors.somethingWentWrong')}</Alert> : null}
          {user ? <ProfileForm key={user.id} user={user} save={save} /> : null}
        </section>
        <section>
          <Heading>{translate('app.settings.account.changePassword')}</Heading>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.settings.account.changePasswordHelp')}
          </Typography>
          <PasswordForm />
        </section>
      </Stack>
    </SettingsLayout>
  );
};
