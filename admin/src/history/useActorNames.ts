import { auditLogs } from '@club/schema/resources/auditLogs';
import { useGetMany, useTranslate } from 'react-admin';
import { fullNameOf } from '../auth/identity';
import { resourceNameFor } from '../resources/names';

const ACTORS = auditLogs.fields.actorId.target;

/** Who made an audit entry: its user's id, or none with `anonymous` for a write that names nobody by design. */
interface Authored {
  actorId: string | null;
  anonymous?: boolean | null;
}

/**
 * Who made each audit entry, by name: "someone anonymous" for an anonymous write, "System" for the
 * server's own writes, "someone" for a removed user.
 */
export const useActorNames = (entries: readonly Authored[]): ((entry: Authored) => string) => {
  const translate = useTranslate();
  const actorIds = [...new Set(entries.flatMap((entry) => (entry.actorId ? [entry.actorId] : [])))];
  const { data: actors = [], isPending } = useGetMany(resourceNameFor(ACTORS), { ids: actorIds }, { enabled: actorIds.length > 0 });
  return ({ actorId: id, anonymous }) => {
    if (anonymous) return translate('app.history.anonymous');
    const actor = id ? actors.find((user) => user.id === id) : undefined;
    if (actor) return fullNameOf(actor as never);
    // Not "a removed user" while the names are still on their way.
    if (id && isPending) return '…';
    return translate(id ? 'app.history.someone' : 'app.history.system');
  };
};
