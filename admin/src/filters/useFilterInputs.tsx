import { fieldOf } from '@club/schema';
import type { ReactElement } from 'react';
import { SearchInput, useTranslate } from 'react-admin';
import { fieldLabelKey } from '../i18n/keys';
import type { UrlParam } from '../list/urlParams';
import { adminKindOf } from '../kinds/adminKinds';
import { filterOverrideOf } from '../overrides';
import type { SchemaResource } from '../resources/useSchemaResource';

/**
 * The list's filters: a search box when the resource has search fields, then the schema's filters.
 * A filter that is one of the list's URL parameters is always shown.
 */
export const useFilterInputs = ({ apiName, definition, facts }: SchemaResource, urlParams: readonly UrlParam[] = []): ReactElement[] => {
  const translate = useTranslate();
  const search =
    facts.search.length > 0 ? [<SearchInput key="q" source="q" alwaysOn placeholder={translate('app.search')} />] : [];
  const declared = Object.entries(definition.filters ?? {}).flatMap(([source, filter]) => {
    const field = fieldOf(definition, source);
    if (!field) return [];
    return (filterOverrideOf(apiName, source) ?? adminKindOf(field.kind).filter)({
      source,
      field,
      apiName,
      ops: facts.filters.get(source) ?? [],
      alwaysOn: (filter?.alwaysOn ?? false) || urlParams.some((param) => (param.filter ?? param.key) === source),
      label: translate(fieldLabelKey(apiName, source), { _: source }),
      translate,
    });
  });
  return [...search, ...declared];
};
