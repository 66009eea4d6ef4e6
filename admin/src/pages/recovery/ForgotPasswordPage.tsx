import { useTranslate } from 'react-admin';
import { SIGN_IN_PATH } from '../../auth/paths';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { NewPasswordForm } from './NewPasswordForm';
import { PageLink } from './PageLink';
import { OTP_PATH } from './paths';
import { RecoveryCard } from './RecoveryCard';
import { useTokenFromUrl } from './useTokenFromUrl';

/** /forgot-password: the email form; with ?token= (the emailed link), the new-password form. */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const token = useTokenFromUrl();
  const footer = (
    <>
      {token ? null : <PageLink to={OTP_PATH} label={translate('app.recovery.forgot.haveCode')} />}
      <PageLink to={SIGN_IN_PATH} label={translate('app.recovery.backToSignIn')} />
    </>
  );
  return token ? (
    <RecoveryCard title={translate('app.recovery.reset.title')} footer={footer}>
      <NewPasswordForm token={token} />
    </RecoveryCard>
  ) : (
    <RecoveryCard title={translate('app.recovery.forgot.title')} subtitle={translate('app.recovery.forgot.subtitle')} footer={footer}>
      <ForgotPasswordForm />
    </RecoveryCard>
  );
};
