import { Suspense } from 'react';
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
 * A record in a final state no longer changes (the server refuses it): its form has neither save
 * nor delete, and says why.
 */
const FinalToolbar = ({ apiName, field, state }: { apiName: string; field: string; state: string }) => {
  const translate = useTranslate();
  return (
    <Toolbar>
      <Alert severity="info" className="final-record" sx={{ flex: 1 }}>
        {translate('app.rules.finalEdit', { state: translate(enumValueKey(apiName, field, state)) })}
      </Alert>
    </Toolbar>
  );
};

/** The edit form's toolbar: none of it on a record in a final state. */
const EditToolbar = ({ children }: { children: React.ReactElement }) => {
  const { apiName, definition } = useSchemaResource();
  const record = useRecordContext();
  if (record && isFinalRecord(definition, record)) {
    const field = definition.workflow!.field;
    return <FinalToolbar apiName={apiName} field={field} state={String(record[field])} />;
  }
  return children;
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
      <GenericForm mode="edit" toolbar={toolbar} />
    </Edit>
  );
};
