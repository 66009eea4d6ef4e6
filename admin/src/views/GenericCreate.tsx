import { Create } from 'react-admin';
import { unwrapJsonTexts } from '../inputs/jsonText';
import { useSavedNotice } from '../shell/useSavedNotice';
import { GenericForm } from './GenericForm';

/** A new record: once saved, a toast names it and its page opens. */
export const GenericCreate = () => {
  const onSuccess = useSavedNotice('created');
  return (
    <Create transform={unwrapJsonTexts} mutationOptions={{ onSuccess }}>
      <GenericForm mode="create" />
    </Create>
  );
};
