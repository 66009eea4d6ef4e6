import { registry } from '@club/schema/browser';
import { useCallback } from 'react';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { enumValueKey } from '../i18n/keys';
import { apiNameOf } from '../resources/names';
import { useNamedRecord } from './useNamedRecord';

/**
 * The toast of a record action that went through, naming the record and where it now stands:
 * "Invoice INV-2026-0012: Issued" when the answer shows its workflow's state, else the action
 * taken ("Visitor invitation INV-0031: Check in, done"), never a bare "Done".
 */
export const useActionDoneNotice = (resource: string) => {
  const notify = useNotify();
  const translate = useTranslate();
  const named = useNamedRecord(resource);
  return useCallback(
    (record: RaRecord, action: string, answer: unknown) => {
      const apiName = apiNameOf(resource);
      const field = registry.get(apiName)?.workflow?.field;
      const now = answer && typeof answer === 'object' && !('next' in answer) ? (answer as RaRecord) : undefined;
      const state = field && now?.[field] !== undefined && now[field] !== record[field] ? translate(enumValueKey(apiName, field, String(now[field]))) : undefined;
      const args = { ...named({ ...record, ...now }), action, state };
      notify(state ? 'app.recordActions.doneState' : 'app.recordActions.done', { type: 'success', messageArgs: args });
    },
    [named, notify, resource, translate],
  );
};
