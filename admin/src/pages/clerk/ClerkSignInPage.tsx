import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { authApi } from '../../auth/authApi';
import { SIGN_IN_PATH } from '../../auth/paths';
import { safeRedirect } from '../../auth/redirect';
import { PageLink } from '../recovery/PageLink';
import { RecoveryCard } from '../recovery/RecoveryCard';
import { recoveryErrorText } from '../recovery/recoveryErrorText';
import { useStartSession } from '../signUp/useStartSession';
import { clerkApi } from './clerkApi';
import { ProviderAction } from './ProviderAction';
import { useProvider } from './useProvider';
import { flowErrorKey } from './flowMessages';
import { LinkAccountStep } from './LinkAccountStep';
import { CLERK_SIGN_UP } from './paths';

/**
 * /clerk/sign-in: the button to the identity provider, and where the provider's round trip ends:
 * `?complete=1` takes the session from the refresh cookie the callback set, `?link=1` asks for
 * the password of the account that has the provider's email (LinkAccountStep), `?status=pending`
 * and `?error=` say why there is none.
 */
export const ClerkSignInPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const startSession = useStartSession();
  const completing = params.get('complete') === '1';
  const [error, setError] = useState(() => {
    const key = flowErrorKey(params.get('error'));
    return key ? translate(key) : '';
  });
  const started = useRef(false);

  useEffect(() => {
    if (!completing || started.current) return;
    started.current = true;
    authApi.refresh().then(
      (session) => startSession(session, safeRedirect(params.get('redirect'))),
      () => setError(translate('app.clerk.errors.failed')),
    );
  }, [completing, params, startSession, translate]);

  const redirect = safeRedirect(params.get('redirect'));
  const { data: info } = useProvider();
  const provider = info?.name ?? '';
  if (params.get('link') === '1') {
    return (
      <RecoveryCard title={translate('app.clerk.link.title', { provider })}>
        <LinkAccountStep redirect={redirect} />
      </RecoveryCard>
    );
  }
  return (
    <RecoveryCard
      title={translate('app.clerk.signIn.title', { provider })}
      subtitle={translate('app.clerk.signIn.subtitle')}
      footer={
        <>
          <PageLink to={CLERK_SIGN_UP} label={translate('app.clerk.signIn.toSignUp')} />
          <PageLink to={SIGN_IN_PATH} label={translate('app.clerk.signIn.withPassword')} />
        </>
      }
    >
      {params.get('status') === 'pending' ? <Alert severity="info">{translate('app.clerk.pending')}</Alert> : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {completing && !error ? (
        <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', justifyContent: 'center', py: 1 }}>
          <CircularProgress size={20} />
          <span>{translate('app.clerk.signIn.completing')}</span>
        </Stack>
      ) : (
        <ProviderAction
          provider={info}
          label={translate('app.clerk.signIn.continueWith', { provider })}
          busyLabel={translate('app.clerk.signIn.redirecting', { provider })}
          go={() => clerkApi.start('sign-in', redirect)}
          onError={(failure) => setError(recoveryErrorText(failure, translate))}
        />
      )}
    </RecoveryCard>
  );
};
