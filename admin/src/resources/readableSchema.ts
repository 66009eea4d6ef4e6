import type { AnyResource, ResourceFacts } from '@club/schema';

/**
 * A resource as one user may see it (`shownPages`: the pages and grants their role may show): the sensitive fields whose grant their role lacks taken out
 * of everything the screens draw from (columns, show, form, filters, sort, search, export). The API
 * leaves them out of its answers and refuses them in writes and filters; this keeps the screens
 * from offering what would only be refused. So are the references to pages they may not show (a
 * parent reading their child sees no team column): the API would refuse to name those records.
 */
export const readableSchema = (definition: AnyResource, facts: ResourceFacts, shownPages: ReadonlySet<string>): { definition: AnyResource; facts: ResourceFacts } => {
  const hidden = new Set([...facts.sensitive].filter(([, grant]) => !shownPages.has(grant)).map(([field]) => field));
  for (const [name, field] of Object.entries(definition.fields)) {
    if ((field.kind === 'reference' || field.kind === 'referenceMany') && field.target !== definition.name && !shownPages.has(field.target)) hidden.add(name);
  }
  if (hidden.size === 0) return { definition, facts };
  const visible = (name: string) => !hidden.has(name);
  return {
    definition: {
      ...definition,
      fields: Object.fromEntries(Object.entries(definition.fields).filter(([name]) => visible(name))),
      list: { ...definition.list, columns: definition.list.columns.filter(visible) },
      filters: Object.fromEntries(Object.entries(definition.filters ?? {}).filter(([name]) => visible(name))),
    },
    facts: {
      ...facts,
      filters: new Map([...facts.filters].filter(([name]) => visible(name))),
      sortable: new Set([...facts.sortable].filter(visible)),
      search: facts.search.filter(visible),
      writable: facts.writable.filter(visible),
    },
  };
};
