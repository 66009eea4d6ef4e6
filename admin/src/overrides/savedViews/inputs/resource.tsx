import { registry } from '@club/schema/browser';
import { AutocompleteInput, required, useTranslate } from 'react-admin';
import { authStorage } from '../../../auth/authStorage';
import { userCan } from '../../../auth/canAccess';
import { SAVED_VIEWS } from '../../../savedViews/texts';

/** The list a view is of, among those the user may open, by its name (never the API's key). */
const ResourceInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const user = authStorage.read().user;
  const choices = registry.resources
    .filter((resource) => userCan(user, resource.name, 'list'))
    .map((resource) => ({ id: resource.name, name: translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.name }) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return <AutocompleteInput source={source} label={translate(`resources.${SAVED_VIEWS}.fields.${source}`)} choices={choices} validate={required()} />;
};

export default ResourceInput;
