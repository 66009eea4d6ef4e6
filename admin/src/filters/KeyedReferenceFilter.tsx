import { registry } from '@club/schema/browser';
import { SelectInput, useGetList } from 'react-admin';
import { manifestEntryOf } from '../resources/manifest';
import { resourceNameFor } from '../resources/names';
import { representationOf } from '../resources/representationOf';

interface KeyedReferenceFilterProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
  /** The API name of the referenced resource; it declares a natural key. */
  target: string;
}

/**
 * A filter on a reference to a resource with a natural key (a user's role): the choices are the
 * referenced records and the value is their key, so the URL reads `role=cashier` and the API
 * takes the key in place of the id.
 */
export const KeyedReferenceFilter = ({ source, label, target, alwaysOn }: KeyedReferenceFilterProps) => {
  const definition = registry.get(target)!;
  const key = definition.naturalKey!;
  const [sortField] = [definition.recordRepresentation].flat();
  const { data = [], isPending } = useGetList(resourceNameFor(target), { pagination: { page: 1, perPage: 100 }, sort: { field: sortField!, order: 'ASC' } });
  // The records themselves, named like everywhere else (representationOf), identified by their key.
  const choices = data.map((record) => ({ ...record, id: record[key] as string }));
  return <SelectInput source={source} label={label} alwaysOn={alwaysOn} choices={choices} optionText={representationOf(manifestEntryOf(target)!)} isPending={isPending} />;
};
