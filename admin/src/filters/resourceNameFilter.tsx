import { registry } from '@club/schema/browser';
import { AutocompleteInput } from 'react-admin';
import type { FilterRenderer } from './kindFilters';

/**
 * A filter on a field holding a resource's API name (the kind of record of an attachment or a
 * deleted one): the kinds of record by their names in the reader's language, never the API's.
 */
export const resourceNameFilter: FilterRenderer = ({ source, label, alwaysOn, translate }) => [
  <AutocompleteInput
    key={source}
    source={source}
    label={label}
    alwaysOn={alwaysOn}
    choices={registry.resources
      .map((resource) => ({ id: resource.name, name: translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.name }) }))
      .sort((a, b) => a.name.localeCompare(b.name))}
  />,
];
