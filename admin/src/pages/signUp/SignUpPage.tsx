import { useTranslate } from 'react-admin';
import { SIGN_IN_PATH } from '../../auth/paths';
import { PageLink } from '../recovery/PageLink';
import { useTokenFromUrl } from '../recovery/useTokenFromUrl';
import { RecoveryCard } from '../recovery/RecoveryCard';
import { InvitedSignUpForm } from './InvitedSignUpForm';
import { RequestAccessForm } from './RequestAccessForm';

/** /sign-up: an invitation link's account form (?token=), or a request for access. */
export const SignUpPage = () => {
  const translate = useTranslate();
  const token = useTokenFromUrl();
  const footer = <PageLink to={SIGN_IN_PATH} label={translate('app.recovery.signUp.haveAccount')} />;
  return token ? (
    <RecoveryCard title={translate('app.recovery.signUp.title')} subtitle={translate('app.recovery.signUp.subtitle')} footer={footer} maxWidth={520}>
      <InvitedSignUpForm token={token} />
    </RecoveryCard>
  ) : (
    <RecoveryCard title={translate('app.recovery.signUp.requestTitle')} subtitle={translate('app.recovery.signUp.requestSubtitle')} footer={footer} maxWidth={520}>
      <RequestAccessForm />
    </RecoveryCard>
  );
};
