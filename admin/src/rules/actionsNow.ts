import type { RecordActionDefinition } from '@club/schema';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, type Identifier, type RaRecord } from 'react-admin';
import { authStorage } from '../auth/authStorage';
import { httpClient } from '../data/httpClient';

/** One action as the server judges it for the signed-in user now (GET /api/{resource}/{id}/actions). */
export interface ActionNow {
  allowed: boolean;
  reason?: string;
}

/** The server's judgement by action; `unknown` when it could not be asked (each button then offered by the record's state, the server deciding on a press). */
export type ActionsNow = Readonly<Record<string, ActionNow>> | 'unknown';

/**
 * Which of the record's actions the signed-in user may take now, and why not the others, as the
 * server judges them. Keyed by the record's version, so it is asked again once the record changes
 * (an action, a save); react-admin's refresh asks again too (it invalidates every query).
 */
export const useActionsNow = (apiName: string, record: RaRecord | undefined, enabled: boolean): ActionsNow | undefined => {
  // The reasons come in the screen's language: asked again when it changes.
  const [locale] = useLocaleState();
  const query = useQuery({
    queryKey: ['actionsNow', apiName, record?.id as Identifier | undefined, record?.version ?? record?.updatedAt, locale],
    queryFn: async () => (await httpClient(`/api/${apiName}/${encodeURIComponent(String(record!.id))}/actions`)).json as ActionsNow,
    enabled: enabled && record?.id !== undefined,
    staleTime: 0,
    retry: false,
  });
  return query.isError ? 'unknown' : query.data;
};

/** Whether the record is in a state the action applies to (its `when`). */
export const actionApplies = (action: RecordActionDefinition, record: Record<string, unknown>): boolean =>
  Object.entries(action.when ?? {}).every(([field, values]) => (values ?? []).includes(record[field] as string));

/**
 * How a record action is offered to the signed-in user: not at all while the record's state does
 * not allow it, nor on a record of their own that it is never theirs to take (`notBy`); else as a
 * button, disabled with the server's reason when this person may not take it now (another
 * approver's step). `undefined` answer: not known yet, nothing offered.
 */
export const offerOf = (name: string, action: RecordActionDefinition, record: Record<string, unknown>, now: ActionsNow | undefined): { disabledBecause?: string } | undefined => {
  if (!actionApplies(action, record) || !now) return undefined;
  if (action.notBy && record[action.notBy] === authStorage.read().user?.id) return undefined;
  if (now === 'unknown') return {};
  const judged = now[name];
  if (!judged) return undefined;
  return judged.allowed ? {} : { disabledBecause: judged.reason ?? '' };
};
