import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';
import { NotificationsForm } from './NotificationsForm';
import { SettingsLayout } from './SettingsLayout';
import { useAccount } from './useAccount';

/** /settings/notifications: which notifications the user receives, by email and in the app. */
export const NotificationsPage = () => {
  const translate = useTranslate();
  const { user, isPending, error, save } = useAccount();
  return (
    <SettingsLayout section="notifications">
      {isPending ? <CircularProgress size={24} /> : null}
      {error ? <Alert severity="error">{translate('app.errors.somethingWentWrong')}</Alert> : null}
      {user ? <NotificationsForm key={user.id} user={user} save={save} /> : null}
    </SettingsLayout>
  );
};
