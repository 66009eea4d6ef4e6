import LinkIcon from '@mui/icons-material/Link';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { clerkApi, type LinkedIdentity } from './clerkApi';
import { ClerkLayout } from './ClerkLayout';
import { ClerkSection } from './ClerkSection';
import { flowErrorKey } from './flowMessages';
import { IdentitiesTable } from './IdentitiesTable';
import { ProviderAction } from './ProviderAction';

const QUERY_KEY = ['clerk', 'identities'];

/**
 * /clerk/user-management: the signed-in user's linked identities (link one more, unlink one) and,
 * for whoever may edit users, the accounts that a first sign-in made and that wait for approval.
 */
export const UserManagementPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { data, error, isPending } = useQuery({ queryKey: QUERY_KEY, queryFn: clerkApi.identities });
  const [unlinking, setUnlinking] = useState<LinkedIdentity>();
  const [busyId, setBusyId] = useState<string>();
  const [problem, setProblem] = useState(() => {
    const key = flowErrorKey(params.get('error'));
    return key ? translate(key) : '';
  });
  const m = (key: string, options?: object) => translate(`app.clerk.management.${key}`, options);
  const provider = data?.provider.name ?? '';
  const messageOf = (failure: unknown) => (failure instanceof Error && failure.message ? translate(failure.message, { _: failure.message }) : translate('app.clerk.errors.failed'));

  const unlink = async () => {
    const identity = unlinking!;
    setUnlinking(undefined);
    setBusyId(identity.id);
    try {
      await clerkApi.unlink(identity.id);
      notify(m('unlinked'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    } catch (failure) {
      setProblem(messageOf(failure));
    } finally {
      setBusyId(undefined);
    }
  };

  const approve = async (identity: LinkedIdentity) => {
    setBusyId(identity.id);
    try {
      await clerkApi.approve(identity.id);
      notify(m('approved', { name: identity.userName ?? identity.email ?? '' }), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    } catch (failure) {
      setProblem(messageOf(failure));
    } finally {
      setBusyId(undefined);
    }
  };

  return (
    <ClerkLayout>
      <Stack spacing={3}>
        <div>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {m('title')}
          </Typography>
          {provider ? <Typography color="text.secondary">{m('subtitle', { provider })}</Typography> : null}
        </div>
        {params.get('linked') === '1' ? <Alert severity="success">{m('linked')}</Alert> : null}
        {problem ? (
          <Alert severity="error" role="alert" onClose={() => setProblem('')}>
            {problem}
          </Alert>
        ) : null}
        {isPending ? (
          <Stack sx={{ alignItems: 'center', py: 4 }} role="status" aria-label={translate('ra.page.loading')}>
            <CircularProgress />
          </Stack>
        ) : error || !data ? (
          <Alert severity="error">{messageOf(error)}</Alert>
        ) : (
          <>
            <ClerkSection id="identities-heading" title={m('identities')}>
              <IdentitiesTable caption={m('identities')} empty={m('none')} rows={data.identities} kind="own" actionLabel={m('unlink')} onAction={setUnlinking} busyId={busyId} />
              <Stack direction="row">
                <ProviderAction
                  provider={data.provider}
                  label={m('link', { provider })}
                  busyLabel={translate('app.clerk.signIn.redirecting', { provider })}
                  go={clerkApi.startLink}
                  onError={(failure) => setProblem(messageOf(failure))}
                  icon={<LinkIcon />}
                />
              </Stack>
            </ClerkSection>
            {data.pending ? (
              <ClerkSection id="pending-heading" title={m('pendingTitle')}>
                <IdentitiesTable caption={m('pendingTitle')} empty={m('pendingNone')} rows={data.pending} kind="pending" actionLabel={m('approve')} onAction={approve} busyId={busyId} />
              </ClerkSection>
            ) : null}
          </>
        )}
      </Stack>
      <Confirm
        isOpen={unlinking !== undefined}
        title={m('unlinkTitle')}
        content={m('unlinkBody', { email: unlinking?.email ?? '' })}
        confirm={m('unlink')}
        confirmColor="warning"
        onConfirm={unlink}
        onClose={() => setUnlinking(undefined)}
      />
    </ClerkLayout>
  );
};
