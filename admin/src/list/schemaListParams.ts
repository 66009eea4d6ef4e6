import type { SchemaResource } from '../resources/useSchemaResource';
import type { UrlParam } from './urlParams';

/** SPEC §2: the enum filters every list screen takes as comma-separated lists, when the resource has them. */
const LIST_PARAM_FIELDS = ['status', 'priority'] as const;

/** The spec's `filter` text: the API's full-text `q` over the resource's search fields. */
const SEARCH_PARAM: UrlParam = { key: 'filter', kind: 'text', filter: 'q' };

// The spec writes `in progress` where a schema may spell `inProgress`, and the other way round.
const spaced = (value: string) => value.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
const camelCased = (value: string) => value.replace(/ +(\w)/g, (_, letter: string) => letter.toUpperCase());

const aliasesOf = (values: readonly string[]): Record<string, string> =>
  Object.fromEntries(
    values.flatMap((value) => [spaced(value), camelCased(value)].filter((alias) => alias !== value).map((alias) => [alias, value])),
  );

/** The spec's parameters the schema gives a list: `status` and `priority` lists, and `filter` when it has search fields. */
export const schemaListParams = ({ definition, facts }: SchemaResource): UrlParam[] => {
  const lists = LIST_PARAM_FIELDS.flatMap((name): UrlParam[] => {
    const field = definition.fields[name];
    // Only a field the API filters by a set of values (IN) can take a list.
    if (field?.kind !== 'enum' || !facts.filters.get(name)?.includes('in')) return [];
    return [{ key: name, kind: 'list', values: field.values, aliases: aliasesOf(field.values) }];
  });
  return facts.search.length > 0 ? [...lists, SEARCH_PARAM] : lists;
};

/** `base` with each of `own` replacing the parameter of the same key in place, or added at the end. */
export const mergeListParams = (base: readonly UrlParam[], own: readonly UrlParam[]): UrlParam[] => {
  const ownByKey = new Map(own.map((param) => [param.key, param]));
  const merged = base.map((param) => ownByKey.get(param.key) ?? param);
  return [...merged, ...own.filter((param) => !base.some((existing) => existing.key === param.key))];
};
