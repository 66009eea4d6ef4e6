import { CreateButton, ExportButton, FilterButton, TopToolbar, useFilterContext, useListContext, useResourceDefinition } from 'react-admin';
import { MAX_EXPORT_ROWS } from '../data/walkList';
import { apiNameOf } from '../resources/names';
import { TrashLinkButton } from './TrashLinkButton';

/**
 * react-admin's list toolbar (filters, create, export), with an export that takes every matching
 * record (up to MAX_EXPORT_ROWS), walked page by page by id, rather than react-admin's first 1,000,
 * and the way to the kind's deleted records.
 */
export const GenericListActions = () => {
  const { exporter, total, resource } = useListContext();
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters && filters.length > 0 && <FilterButton />}
      {hasCreate && <CreateButton />}
      {exporter !== false && <ExportButton disabled={total === 0} maxResults={MAX_EXPORT_ROWS} />}
      <TrashLinkButton apiName={apiNameOf(resource)} />
    </TopToolbar>
  );
};
