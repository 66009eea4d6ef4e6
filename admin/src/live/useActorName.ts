import { users } from '@club/schema/resources/users';
import { useGetOne, useGetRecordRepresentation } from 'react-admin';
import { authStorage } from '../auth/authStorage';
import { userCan } from '../auth/canAccess';
import { resourceNameFor } from '../resources/names';

/** The people who write, as their declaration names them. */
const PEOPLE = resourceNameFor(users.name);

/** The name of the user who made a change, read as the reader may read users; undefined when they may not. */
export const useActorName = (actorId: string | null | undefined): string | undefined => {
  const allowed = Boolean(actorId) && userCan(authStorage.read().user, PEOPLE, 'show');
  const represent = useGetRecordRepresentation(PEOPLE);
  const { data } = useGetOne(PEOPLE, { id: actorId ?? '' }, { enabled: allowed, retry: false });
  const name = data ? represent(data) : undefined;
  return typeof name === 'string' && name ? name : undefined;
};
