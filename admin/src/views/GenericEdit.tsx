import { Edit } from 'react-admin';
import { unwrapJsonTexts } from '../inputs/jsonText';
import { GenericForm } from './GenericForm';

/** Pessimistic, so a stale `version` (409) or a field error from the server shows on this page. */
export const GenericEdit = () => (
  <Edit mutationMode="pessimistic" transform={unwrapJsonTexts}>
    <GenericForm mode="edit" />
  </Edit>
);
