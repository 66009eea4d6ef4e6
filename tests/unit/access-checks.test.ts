import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { settleAccessChecks } from '../../admin/src/shell/settleAccessChecks';

/** react-admin's shape: the key useIsAuthPending reads, a check that reads its abort signal. */
const KEY = ['auth', 'canAccess', { action: 'create', resource: 'users' }];
const check = async ({ signal }: { signal: AbortSignal }) => {
  void signal;
  await new Promise((resolve) => setTimeout(resolve, 5));
  return true;
};

/** A screen asks, then leaves before the answer: react-query reverts the entry. */
const leftMidCheck = (client: QueryClient) => {
  const observer = new QueryObserver(client, { queryKey: KEY, queryFn: check });
  const unsubscribe = observer.subscribe(() => undefined);
  unsubscribe();
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('access checks a screen left mid-way', () => {
  it('stay pending and never run again in react-query alone (why the settling exists)', async () => {
    const client = new QueryClient();
    leftMidCheck(client);
    await settled();
    expect(client.getQueryState(KEY)).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
  });

  it('are run again at once, so a view waiting on them opens', async () => {
    const client = new QueryClient();
    settleAccessChecks(client);
    leftMidCheck(client);
    await settled();
    expect(client.getQueryState(KEY)).toMatchObject({ status: 'success', data: true });
  });

  it('leave other queries alone', async () => {
    const client = new QueryClient();
    settleAccessChecks(client);
    const observer = new QueryObserver(client, { queryKey: ['auth', 'checkAuth', {}], queryFn: check });
    observer.subscribe(() => undefined)();
    await settled();
    expect(client.getQueryState(['auth', 'checkAuth', {}])).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
  });
});
