import { useEffect, useState } from 'react';
import { authStorage } from '../auth/authStorage';
import type { LiveChange } from '@club/schema';
import { liveConnection } from './liveConnection';

/** The latest change someone else made to one record while it is open here (none yet: undefined). */
export const useRecordChange = (apiName: string, id: unknown): LiveChange | undefined => {
  const [change, setChange] = useState<LiveChange>();
  const me = authStorage.read().user?.id;
  const recordId = id === undefined || id === null ? undefined : String(id);
  useEffect(() => {
    setChange(undefined);
    if (!recordId) return;
    return liveConnection.listen({
      change: (told) => {
        if (told.resource === apiName && told.id === recordId && told.actorId !== me) setChange(told);
      },
      resync: () => undefined,
    });
  }, [apiName, recordId, me]);
  return change;
};
