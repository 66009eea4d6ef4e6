import { Suspense, type ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import { Edit, SaveButton, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { enumValueKey } from '../i18n/keys';
import { isEditableRecord, isFinalRecord } from '../rules/finalState';
import { WHOLE_RECORD } from '../data/wholeRecord';
import { unwrapJsonTexts } from '../inputs/jsonText';
import { overrideOf } from '../overrides';
import { useSchemaResource } from '../resources/useSchemaResource';
import { useSavedNotice } from '../shell/useSavedNotice';
import { useWriteFailure } from '../shell/useWriteFailure';
import { DeleteToTrashButton } from './DeleteToTrashButton';
import { GenericForm } from './GenericForm';
import { StaleRecordBanner } from '../live/StaleRecordBanner';

/**
 * The record's form; for a record in a final state, or past its workflow's editable ones (the
 * server refuses an edit), only why, the show button above leading back to it.
 */
const FormOrFinal = ({ toolbar }: { toolbar: ReactElement }) => {
  const { apiName, definition } = useSchemaResource();
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || isEditableRecord(definition, record)) return <GenericForm mode="edit" toolbar={toolbar} />;
  const field = definition.workflow!.field;
  const state = translate(enumValueKey(apiName, field, String(record[field])));
  // Past its editable states, the resource's own words where it has them, as the server says it.
  const why = isFinalRecord(definition, record)
    ? translate('app.rules.finalEdit', { state })
    : translate(`resources.${apiName}.rules.lockedEdit`, { state, _: translate('app.rules.lockedEdit', { state }) });
  return (
    <Alert severity="info" className="final-record" sx={{ m: 2 }}>
      {why}
    </Alert>
  );
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
 * and a refused save says "Edit failed" and why; a save says which record it saved and returns to
 * it. The form takes the record read whole (its lines too), never a list's row.
 */
export const GenericEdit = () => {
  const { apiName } = useSchemaResource();
  const onError = useWriteFailure('edit');
  const onSuccess = useSavedNotice('saved');
  const toolbar = overrideOf(apiName, 'DeleteButton') ? <OverriddenDeleteToolbar apiName={apiName} /> : <GenericToolbar />;
  return (
    <Edit mutationMode="pessimistic" transform={unwrapJsonTexts} queryOptions={{ meta: WHOLE_RECORD }} mutationOptions={{ meta: WHOLE_RECORD, onSuccess, onError }}>
      <StaleRecordBanner apiName={apiName} />
      <FormOrFinal toolbar={toolbar} />
    </Edit>
  );
};
