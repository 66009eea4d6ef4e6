import { Create } from 'react-admin';
import { unwrapJsonTexts } from '../inputs/jsonText';
import { GenericForm } from './GenericForm';

export const GenericCreate = () => (
  <Create redirect="show" transform={unwrapJsonTexts}>
    <GenericForm mode="create" />
  </Create>
);
