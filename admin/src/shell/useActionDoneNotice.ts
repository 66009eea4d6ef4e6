import { registry } from '@club/schema/browser';
import { useCallback } from 'react';
import { useLocaleState, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { enumValueKey } from '../i18n/keys';
import { apiNameOf } from '../resources/names';
import { awaitedStepOf } from '../rules/WaitingFor';
import { useNamedRecord } from './useNamedRecord';

/**
 * The toast of a record action that went through, naming the record and where it now stands:
 * "Invoice INV-2026-0012: Issued" when the answer shows its workflow's state, else the action
 * taken ("Visitor invitation INV-0031: Check in, done"), never a bare "Done"; a signature with
 * another to come (`actionName` signed on a route) says who signs next.
 */
export const useActionDoneNotice = (resource: string) => {
  const notify = useNotify();
  const translate = useTranslate();
  const named = useNamedRecord(resource);
  const [locale] = useLocaleState();
  return useCallback(
    (record: RaRecord, action: string, answer: unknown, actionName?: string) => {
      const apiName = apiNameOf(resource);
      const field = registry.get(apiName)?.workflow?.field;
      const now = answer && typeof answer === 'object' && !('next' in answer) ? (answer as RaRecord) : undefined;
      const state = field && now?.[field] !== undefined && now[field] !== record[field] ? translate(enumValueKey(apiName, field, String(now[field]))) : undefined;
      const args = { ...named({ ...record, ...now }), action, state };
      // A signature with another still to come: said as such, with who signs next.
      const next = now && actionName && registry.get(apiName)?.actions?.[actionName]?.signatures ? awaitedStepOf(now) : undefined;
      if (next) return notify('app.recordActions.signed', { type: 'success', messageArgs: { ...args, step: locale === 'ar' && next.labelAr ? next.labelAr : next.label } });
      notify(state ? 'app.recordActions.doneState' : 'app.recordActions.done', { type: 'success', messageArgs: args });
    },
    [named, notify, resource, translate, locale],
  );
};
