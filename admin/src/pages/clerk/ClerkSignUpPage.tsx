import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PageLink } from '../recovery/PageLink';
import { RecoveryCard } from '../recovery/RecoveryCard';
import { recoveryErrorText } from '../recovery/recoveryErrorText';
import { clerkApi } from './clerkApi';
import { CLERK_SIGN_IN } from './paths';
import { ProviderAction } from './ProviderAction';
import { useProvider } from './useProvider';

/** /clerk/sign-up: ask for an account through the identity provider (an administrator approves a new one). */
export const ClerkSignUpPage = () => {
  const translate = useTranslate();
  const { data: info } = useProvider();
  const provider = info?.name ?? '';
  const [error, setError] = useState('');
  return (
    <RecoveryCard
      title={translate('app.clerk.signUp.title')}
      subtitle={translate('app.clerk.signUp.subtitle', { provider })}
      footer={<PageLink to={CLERK_SIGN_IN} label={translate('app.clerk.signUp.toSignIn')} />}
    >
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <ProviderAction
        provider={info}
        label={translate('app.clerk.signUp.continueWith', { provider })}
        busyLabel={translate('app.clerk.signIn.redirecting', { provider })}
        go={() => clerkApi.start('sign-up', '/')}
        onError={(failure) => setError(recoveryErrorText(failure, translate))}
      />
    </RecoveryCard>
  );
};
