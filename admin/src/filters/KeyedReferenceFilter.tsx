import { registry } from '@club/schema/browser';
import { SelectInput, useGetList, useLocale } from 'react-admin';
import { resourceNameFor } from '../resources/names';

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
 * takes the key in place of the id. A field `{name}Ar` labels the choice in Arabic.
 */
export const KeyedReferenceFilter = ({ source, label, target, alwaysOn }: KeyedReferenceFilterProps) => {
  const definition = registry.get(target)!;
  const key = definition.naturalKey!;
  const [name] = [definition.recordRepresentation].flat();
  const arabicName = `${name}Ar`;
  const locale = useLocale();
  const { data = [], isPending } = useGetList(resourceNameFor(target), { pagination: { page: 1, perPage: 100 }, sort: { field: name!, order: 'ASC' } });
  const choices = data.map((record) => ({
    id: record[key] as string,
    name: String((locale === 'ar' && arabicName in definition.fields ? record[arabicName] : undefined) ?? record[name!] ?? record[key]),
  }));
  return <SelectInput source={source} label={label} alwaysOn={alwaysOn} choices={choices} isPending={isPending} />;
};
