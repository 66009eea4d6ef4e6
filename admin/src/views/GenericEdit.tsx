import { Suspense } from 'react';
import { Edit, SaveButton, Toolbar } from 'react-admin';
import { unwrapJsonTexts } from '../inputs/jsonText';
import { overrideOf } from '../overrides';
import { useSchemaResource } from '../resources/useSchemaResource';
import { GenericForm } from './GenericForm';

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

/** Pessimistic, so a stale `version` (409) or a field error from the server shows on this page. */
export const GenericEdit = () => {
  const { apiName } = useSchemaResource();
  const toolbar = overrideOf(apiName, 'DeleteButton') ? <OverriddenDeleteToolbar apiName={apiName} /> : undefined;
  return (
    <Edit mutationMode="pessimistic" transform={unwrapJsonTexts}>
      <GenericForm mode="edit" toolbar={toolbar} />
    </Edit>
  );
};
