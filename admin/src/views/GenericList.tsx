import { actionsOf } from '@club/schema';
import { Suspense, useMemo } from 'react';
import { BulkDeleteButton, Datagrid, DatagridBody, List, WrapperField, useCanAccess, useListContext, useLocale, useResourceContext } from 'react-admin';
import { useCsvExporter } from '../export/useCsvExporter';
import { useFilterInputs } from '../filters/useFilterInputs';
import { GenericListActions } from '../list/GenericListActions';
import { ListPagination } from '../list/ListPagination';
import { listParamsFor } from '../list/listParamsFor';
import { PageOutOfRange } from '../list/PageOutOfRange';
import { useUrlListParams } from '../list/useUrlListParams';
import { overrideOf, type OverrideName } from '../overrides';
import { asRecordLink, primaryColumnOf } from './RecordLinkColumn';
import { NamedDatagridRow } from './NamedDatagridRow';
import { RecordCards } from './RecordCards';
import { hasArabicHalf, oneColumnPerName, sortFieldOf } from './bilingualColumns';
import { BilingualTextField } from '../fields/BilingualTextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { SortStateOnHeaders } from '../list/SortStateOnHeaders';
import { useWriteFailure } from '../shell/useWriteFailure';
import { resourceNameFor } from '../resources/names';
import { routeEntryOf } from '../resources/resourceRoutes';
import { isReadOnly } from '../resources/readOnly';
import { useSchemaResource, type SchemaResource } from '../resources/useSchemaResource';
import { ScreenTabs } from '../list/ScreenTabs';
import { BulkRecordActionButton } from './BulkRecordActionButton';
import { isDeletableRecord } from '../rules/finalState';
import { NoResults } from './NoResults';
import { PublicLinkButton, publicLinksOf } from './PublicLinkButton';
import { renderColumn } from './renderColumn';
import { useListView } from './useListView';
import { useListColumns } from '../savedViews/useListColumns';

/**
 * The generic bulk delete, saying the records go to the trash; a refused one says "Bulk delete
 * failed" and why. Not offered while the selection holds a record in a final state (kept, not deleted).
 */
const GenericBulkDelete = ({ definition }: { definition: SchemaResource['definition'] }) => {
  const onError = useWriteFailure('bulkDelete');
  const { selectedIds, data } = useListContext();
  if ((data ?? []).some((record) => selectedIds.includes(record.id) && !isDeletableRecord(definition, record))) return null;
  return <BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ onError }} confirmContent="app.trash.bulkDeleteText" />;
};

/**
 * The resource's bulk toolbar: its override, the generic bulk delete, or none for a user who may
 * neither edit nor delete its records; a read-only resource's only for its bulk record actions
 * (restore the selected deleted records).
 */
const bulkActionsOf = ({ apiName, definition }: SchemaResource, canChange: boolean) => {
  // Record actions declared for many records at once (approve or reject the selected invitations).
  const bulk = Object.entries(definition.actions ?? {}).filter(([, action]) => action.bulk);
  const deletable = !isReadOnly(definition) && actionsOf(definition).includes('delete');
  if (deletable ? !canChange : bulk.length === 0) return false;
  return (
    overrideElementOf(apiName, 'BulkActions') ?? (
      <>
        {bulk.map(([name, action]) => (
          <BulkRecordActionButton key={name} apiName={apiName} name={name} action={action} />
        ))}
        {deletable && <GenericBulkDelete definition={definition} />}
      </>
    )
  );
};

/** The resource's own component for a part of the list, loaded with it; undefined when it has none. */
const overrideElementOf = (apiName: string, part: OverrideName) => {
  const Override = overrideOf(apiName, part);
  return Override ? (
    <Suspense fallback={null}>
      <Override />
    </Suspense>
  ) : undefined;
};

/** The list's top toolbar: the resource's `ListActions` override, or the generic one. */
const listActionsOf = ({ apiName }: SchemaResource) => overrideElementOf(apiName, 'ListActions') ?? <GenericListActions />;

/**
 * The schema's columns, default sort, filters and search; a row opens the record. The list's
 * params live in the spec's URL search parameters (page, pageSize, status, priority, filter and
 * the override's own), so a copied URL reproduces the view.
 */
export const GenericList = () => {
  const schema = useSchemaResource();
  const urlParams = useMemo(() => listParamsFor(schema), [schema]);
  // A preset path lists only its part of the records: a filter always applied, not offered in the bar.
  const preset = routeEntryOf(useResourceContext() ?? '')?.preset;
  const allFilters = useFilterInputs(schema, urlParams);
  const filters = useMemo(() => (preset ? allFilters.filter((input) => !((input.props as { source?: string }).source! in preset)) : allFilters), [allFilters, preset]);
  const exporter = useCsvExporter(schema);
  const locale = useLocale();
  // A name kept in both scripts sorts by the screen language's half (an Arabic list in Arabic order).
  const [declaredSort, order] = schema.definition.list.sort;
  const field = sortFieldOf(schema, declaredSort, locale);
  const sort = useMemo(() => ({ field, order }), [field, order]);
  const defaults = useMemo(() => ({ ...sort, sortable: schema.facts.sortable }), [sort, schema]);
  // Table, calendar…: the records' view, named in the URL with the list's params.
  const { views, current: view } = useListView(schema);
  const viewNames = useMemo(() => views.map(({ name }) => name), [views]);
  const { storeKey, ready, pageOutOfRange } = useUrlListParams(schema.apiName, urlParams, defaults, schema.definition.list.searchParameters !== false, viewNames);
  // The columns the person chose (the toolbar's chooser, a saved view), else the declared ones.
  const shown = useListColumns(schema).columns;
  const columns = oneColumnPerName(schema, shown.filter((name) => schema.definition.fields[name]?.kind !== 'longText'));
  const primary = primaryColumnOf(schema, columns);
  const canExport = useCanAccess({ resource: resourceNameFor(schema.apiName), action: 'export' }).canAccess === true;
  const canEdit = useCanAccess({ resource: resourceNameFor(schema.apiName), action: 'edit' }).canAccess === true;
  const canDelete = useCanAccess({ resource: resourceNameFor(schema.apiName), action: 'delete' }).canAccess === true;
  // Rows of a resource with public pages offer their links (SPEC §2: an opportunity's two links).
  const publicLinks = schema.definition.publicPage?.linksInList ? publicLinksOf(schema.apiName) : [];
  // Below the small breakpoint, a card per record instead of a table (RecordCards).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!ready) return null;
  return (
    <>
    <ScreenTabs screen={schema.definition.menu.screen} current={resourceNameFor(schema.apiName)} />
    {/* empty={false}: an empty list keeps its filter bar and says "No results." in the grid. */}
    <List
      sort={sort}
      filter={preset}
      filters={filters}
      actions={listActionsOf(schema)}
      aside={overrideElementOf(schema.apiName, 'ListAside')}
      exporter={canExport ? exporter : false}
      pagination={view ? false : <ListPagination />}
      empty={false}
      disableSyncWithLocation
      storeKey={storeKey}
      // A table wider than the screen (a phone) scrolls inside its card, never the whole page.
      // Headers read on one line (the table scrolls instead).
      sx={{
        minWidth: 0,
        // A panel beside the rows (the organisation tree) goes under them below a laptop's width.
        flexDirection: { xs: 'column', lg: 'row' },
        '& .RaList-main': { minWidth: 0 },
        '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
        '& .RaDatagrid-headerCell': { whiteSpace: 'nowrap' },
        '& .RaFilterForm-root': { flexWrap: 'wrap' },
      }}
    >
      <PageOutOfRange onOutOfRange={pageOutOfRange} />
      {/* A panel above the rows (it reads the list's filters), when the resource has one. */}
      {overrideElementOf(schema.apiName, 'ListHeader')}
      <SortStateOnHeaders />
      {view ? (
        // Another view draws the same list's records its own way (its filters, its toolbar).
        <Suspense fallback={null}>
          <view.Component schema={schema} />
        </Suspense>
      ) : phone ? (
        <RecordCards schema={schema} columns={columns} primary={primary} />
      ) : (
      <Datagrid
        rowClick="show"
        body={<DatagridBody row={<NamedDatagridRow />} />}
        bulkActionButtons={bulkActionsOf(schema, canEdit || canDelete)}
        empty={<NoResults />}
      >
        {columns.map((name) => {
          const column = hasArabicHalf(schema, name) ? (
            <BilingualTextField key={name} source={name} sortBy={sortFieldOf(schema, name, locale)} sortable={schema.facts.sortable.has(name)} />
          ) : (
            renderColumn(name, schema)
          );
          return column && name === primary ? asRecordLink(column) : column;
        })}
        {publicLinks.length > 0 && (
          <WrapperField label={false}>
            {publicLinks.map((link) => (
              <PublicLinkButton key={link.route} apiName={schema.apiName} link={link} />
            ))}
          </WrapperField>
        )}
      </Datagrid>
      )}
    </List>
    </>
  );
};
