import { useCallback } from 'react';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { httpClient } from '../data/httpClient';
import { actionApplies, type ActionsNow } from '../rules/actionsNow';
import { useSchemaResource } from '../resources/useSchemaResource';

/**
 * After a save, the record's actions whose refusal only trying tells (`triedFirst`: posting a stock
 * document) are asked of the server; one it would refuse as the record stands is said at once,
 * with why ("Post is not possible yet: 19 on hand"), rather than when someone presses it.
 */
export const useNotYetWarning = () => {
  const { apiName, definition } = useSchemaResource();
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    async (record: RaRecord) => {
      const tried = Object.entries(definition.actions ?? {}).filter(([, action]) => action.triedFirst && actionApplies(action, record));
      if (tried.length === 0) return;
      let now: ActionsNow;
      try {
        now = (await httpClient(`/api/${apiName}/${encodeURIComponent(String(record.id))}/actions`)).json as ActionsNow;
      } catch {
        return;
      }
      for (const [name] of tried) {
        const judged = now === 'unknown' ? undefined : now[name];
        if (judged && !judged.allowed) {
          notify('app.saved.notYet', { type: 'warning', messageArgs: { action: translate(`resources.${apiName}.actions.${name}`), reason: judged.reason ?? '' } });
        }
      }
    },
    [apiName, definition, notify, translate],
  );
};
