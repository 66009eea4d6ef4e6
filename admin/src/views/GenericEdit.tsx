import { Suspense, type ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import { Edit, SaveButton, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { enumValueKey } from '../i18n/keys';
import { isFinalRecord } from '../rules/finalState';
import { WHOLE_RECORD } from '../data/wholeRecord';
import { unwrapJsonTexts } from '../inputs/jsonText';
import { overrideOf } from '../overrides';
import { useSchemaResource } from '../resources/useSchemaResource';
import { useWriteFailure } from '../shell/useWriteFailure';
import { DeleteToTrashButton } from './DeleteToTrashButton';
import { GenericForm } from './GenericForm';

/**
 * A record in a final state no longer changes (the server refuses it): its form says so first,
 * and has neither save nor delete.
 */
const FinalNotice = () => {
  const { apiName, definition } = useSchemaResource();
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || !isFinalRecord(definition, record)) return null;
  const field = definition.workflow!.field;
  return (
    <Alert severity="info" className="final-record" sx={{ m: 2, mb: 0 }}>
      {translate('app.rules.finalEdit', { state: translate(enumValueKey(apiName, field, String(record[field]))) })}
    </Alert>
  );
};

/** The edit form's toolbar: none on a record in a final state. */
const EditToolbar = ({ children }: { children: ReactElement }) => {
  const { definition } = useSchemaResource();
  const record = useRecordContext();
  return record && isFinalRecord(definition, record) ? null : children;
};

/** Save, then the resource's own delete button instead of react-admin's. */
const OverriddenDeleteToolbar = ({ apiName }: { apiName: string }) => {
  const DeleteButton = overrideOf(apiName, 'DeleteButton')!;
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <Suspense fallback={null}>
        <DeleteButton />
      </Suspense>
    </Toolbar>
  );
};

/** Save and delete (shown to those who may delete): the delete says what goes to the trash with the record. */
const GenericToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteToTrashButton />
  </Toolbar>
);

/**
 * Pessimistic, so a stale `version` (409) or a field error from the server shows on this page,
 * and a refused save says "Edit failed" and why. The form takes the record read whole (its lines
 * too), never a list's row.
 */
export const GenericEdit = () => {
  const { apiName } = useSchemaResource();
  const onError = useWriteFailure('edit');
  const toolbar = <EditToolbar>{overrideOf(apiName, 'DeleteButton') ? <OverriddenDeleteToolbar apiName={apiName} /> : <GenericToolbar />}</EditToolbar>;
  return (
    <Edit mutationMode="pessimistic" transform={unwrapJsonTexts} queryOptions={{ meta: WHOLE_RECORD }} mutationOptions={{ meta: WHOLE_RECORD, onError }}>
      <FinalNotice />
      <GenericForm mode="edit" toolbar={toolbar} />
    </Edit>
  );
};
