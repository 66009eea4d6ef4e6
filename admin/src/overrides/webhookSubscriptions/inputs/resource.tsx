import { AutocompleteInput, required, useTranslate } from 'react-admin';
import { subscribableResources, WEBHOOKS } from '../../../webhooks/texts';

/** The kind of record a webhook is for, by its name (never the API's key). */
const ResourceInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const choices = subscribableResources()
    .map((resource) => ({ id: resource.name, name: translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.name }) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return <AutocompleteInput source={source} label={translate(`resources.${WEBHOOKS}.fields.${source}`)} choices={choices} validate={required()} />;
};

export default ResourceInput;
