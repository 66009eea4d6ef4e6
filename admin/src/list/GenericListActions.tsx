import { ColumnChooser } from '../savedViews/ColumnChooser';
import { SavedViewsMenu } from '../savedViews/SavedViewsMenu';
import { CreateButton, ExportButton, FilterButton, TopToolbar, useFilterContext, useListContext, useResourceDefinition } from 'react-admin';
import { MAX_EXPORT_ROWS } from '../data/walkList';
import { apiNameOf } from '../resources/names';
import { TrashLinkButton } from './TrashLinkButton';
import { ListViewSwitch } from './ListViewSwitch';
import { ImportLinkButton } from '../imports/ImportLinkButton';
import { XlsxExportButton } from '../export/XlsxExportButton';

/**
 * react-admin's list toolbar (filters, create, export), with an export that takes every matching
 * record (up to MAX_EXPORT_ROWS), walked page by page by id, rather than react-admin's first 1,000,
 * the way to the kind's deleted records, the switch between the table and the list's other views,
 * the saved views of the list and the choice of its columns.
 */
export const GenericListActions = () => {
  const { exporter, total, resource } = useListContext();
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <ListViewSwitch />
      <SavedViewsMenu />
      <ColumnChooser />
      {filters && filters.length > 0 && <FilterButton />}
      {hasCreate && <CreateButton />}
      {hasCreate && <ImportLinkButton resource={resource} apiName={apiNameOf(resource)} />}
      {exporter !== false && <ExportButton disabled={total === 0} maxResults={MAX_EXPORT_ROWS} />}
      {exporter !== false && <XlsxExportButton disabled={total === 0} />}
      <TrashLinkButton apiName={apiNameOf(resource)} />
    </TopToolbar>
  );
};
