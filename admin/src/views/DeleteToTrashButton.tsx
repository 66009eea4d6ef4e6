import { registry } from '@club/schema/browser';
import type { AnyResource } from '@club/schema';
import { DeleteButton, useGetRecordRepresentation, useLocale, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useSchemaResource } from '../resources/useSchemaResource';
import { isDeletableRecord } from '../rules/finalState';
import { useWriteFailure } from '../shell/useWriteFailure';

type Row = Record<string, unknown>;

const filesOf = (resource: AnyResource, row: Row): number =>
  Object.entries(resource.fields).reduce((sum, [name, field]) => {
    if (field.kind !== 'file' && field.kind !== 'files') return sum;
    const value = row[name];
    return sum + (Array.isArray(value) ? value.length : value ? 1 : 0);
  }, 0);

/**
 * The edit form's delete, asking first and saying what goes with the record (its lines and files)
 * to the trash, and that it can come back from there; a refused delete says "Delete failed" and why.
 */
export const DeleteToTrashButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { definition } = useSchemaResource();
  const translate = useTranslate();
  const locale = useLocale();
  const represent = useGetRecordRepresentation(resource);
  const onError = useWriteFailure('delete');
  // A record its state keeps (final, or past the states it is deleted in) offers no delete.
  if (!record || !isDeletableRecord(definition, record)) return null;
  let lines = 0;
  let files = filesOf(definition, record);
  for (const [key, declared] of Object.entries(definition.lines ?? {})) {
    const rows = (record[key] ?? []) as Row[];
    lines += rows.length;
    files += rows.reduce((sum, row) => sum + filesOf(registry.get(declared.resource)!, row), 0);
  }
  const going = [...(lines ? [translate('app.trash.deleteLines', { smart_count: lines })] : []), ...(files ? [translate('app.trash.deleteFiles', { smart_count: files })] : [])];
  const content = [
    translate('app.trash.deleteText'),
    ...(going.length ? [translate('app.trash.deleteWith', { what: going.join(locale === 'ar' ? '، ' : ', ') })] : []),
    translate('app.trash.deleteRestorable'),
  ].join(' ');
  return (
    <DeleteButton
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      confirmTitle={translate('app.trash.deleteTitle', { name: String(represent(record)) })}
      confirmContent={content}
    />
  );
};
