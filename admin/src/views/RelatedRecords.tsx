import { registry } from '@club/schema/browser';
import type { AnyResource } from '@club/schema';
import { auditLogs } from '@club/schema/resources/auditLogs';
import { Button, Card, CardContent, Menu, MenuItem, Stack, Tab, Tabs, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { cloneElement, useId, useState, type ReactElement } from 'react';
import { Datagrid, Pagination, ReferenceManyField, useTranslate } from 'react-admin';
import { authStorage } from '../auth/authStorage';
import { userCan } from '../auth/canAccess';
import { fieldLabelKey } from '../i18n/keys';
import { resourceNameFor } from '../resources/names';
import { readableSchema } from '../resources/readableSchema';
import { asRecordLink, primaryColumnOf } from './RecordLinkColumn';
import { renderColumn } from './renderColumn';

/** How many related lists have a tab of their own; the rest are under "More" (an employee has ~35). */
const TABS_SHOWN = 6;

/** One list of related records: the records of `resource` whose `field` names this one. */
interface Relation {
  resource: AnyResource;
  field: string;
}

/** Written with the record (its lines) or its history: shown already, elsewhere on the page. */
const shownElsewhere = (owner: AnyResource, other: AnyResource) =>
  Object.values(owner.lines ?? {}).some((lines) => lines.resource === other.name) || other.name === auditLogs.name;

/** Every reference to a resource from the others (and from itself: sub-departments), in the registry's order. */
export const relationsOf = (apiName: string): Relation[] => {
  const owner = registry.get(apiName);
  if (!owner) return [];
  return registry.resources.flatMap((resource) =>
    shownElsewhere(owner, resource)
      ? []
      : Object.entries(resource.fields)
          // Only a field the API filters by (a reference always; several references where declared):
          // a list it cannot ask for would say "Unknown filter" instead of the records.
          .filter(([name, field]) => (field.kind === 'reference' || field.kind === 'referenceMany') && field.target === apiName && registry.facts(resource.name).filters.has(name))
          .map(([field]) => ({ resource, field })),
  );
};

/**
 * A record's world on its show page (a player's team, parents, attendance, matches, evaluations,
 * contract and, for the clinic, medical file): one tab per resource that refers to it, each a page
 * of those records, for the pages the user may list. Generic: every resource gets it.
 */
export const RelatedRecords = ({ apiName }: { apiName: string }) => {
  const translate = useTranslate();
  const user = authStorage.read().user;
  const relations = relationsOf(apiName).filter(({ resource }) => userCan(user, resource.name, 'list'));
  const [current, setCurrent] = useState(0);
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  if (relations.length === 0) return null;
  const shown = new Set(Object.entries(user?.permissions ?? {}).flatMap(([page, actions]) => (actions.includes('show') ? [page] : [])));
  // A resource referring twice (a team's head coach and its assistants) names the field in its tab.
  const twice = new Set(relations.filter((relation, index) => relations.findIndex((other) => other.resource === relation.resource) !== index).map(({ resource }) => resource.name));
  const labelOf = ({ resource, field }: Relation) =>
    twice.has(resource.name) ? `${translate(`resources.${resource.name}.name`, { smart_count: 2 })} (${translate(fieldLabelKey(resource.name, field))})` : translate(`resources.${resource.name}.name`, { smart_count: 2 });
  const selectedIndex = Math.min(current, relations.length - 1);
  const selected = relations[selectedIndex]!;
  // The first few tabs, and the one picked from "More" after them while it is selected.
  const tabbed = relations.map((_, index) => index).filter((index) => index < TABS_SHOWN || index === selectedIndex);
  const folded = relations.map((_, index) => index).filter((index) => !tabbed.includes(index));
  const schema = { apiName: selected.resource.name, ...readableSchema(selected.resource, registry.facts(selected.resource.name), shown) };
  const columns = schema.definition.list.columns.filter((name) => name !== selected.field);
  const primary = primaryColumnOf(schema, columns);
  const [sortField, sortOrder] = schema.definition.list.sort;
  return (
    <Card className="related-records" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={`${id}-title`} gutterBottom>
          {translate('app.related.title')}
        </Typography>
        {/* The selected tab is underlined by its own border: the sliding indicator lands on the wrong tab in a scrolled right-to-left list. */}
        <Stack direction="row" sx={{ minWidth: 0, alignItems: 'center' }}>
          <Tabs
            value={tabbed.indexOf(selectedIndex)}
            onChange={(_, position: number) => setCurrent(tabbed[position]!)}
            variant="scrollable"
            scrollButtons="auto"
            aria-labelledby={`${id}-title`}
            slotProps={{ indicator: { sx: { display: 'none' } } }}
            sx={{ minWidth: 0, flex: '0 1 auto', '& .MuiTab-root.Mui-selected': { boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}` } }}
          >
            {tabbed.map((index) => (
              <Tab key={`${relations[index]!.resource.name}.${relations[index]!.field}`} label={labelOf(relations[index]!)} id={`${id}-tab-${index}`} aria-controls={`${id}-panel`} />
            ))}
          </Tabs>
          {folded.length > 0 && (
            <>
              <Button
                size="small"
                className="related-more"
                endIcon={<ExpandMore />}
                aria-haspopup="menu"
                aria-expanded={moreAnchor !== null}
                aria-controls={moreAnchor ? `${id}-more` : undefined}
                onClick={(event) => setMoreAnchor(event.currentTarget)}
                sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              >
                {translate('app.related.more', { count: folded.length })}
              </Button>
              <Menu id={`${id}-more`} anchorEl={moreAnchor} open={moreAnchor !== null} onClose={() => setMoreAnchor(null)}>
                {folded.map((index) => (
                  <MenuItem
                    key={`${relations[index]!.resource.name}.${relations[index]!.field}`}
                    onClick={() => {
                      setCurrent(index);
                      setMoreAnchor(null);
                    }}
                  >
                    {labelOf(relations[index]!)}
                  </MenuItem>
                ))}
              </Menu>
            </>
          )}
        </Stack>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selectedIndex}`}>
          <ReferenceManyField
            key={`${selected.resource.name}.${selected.field}`}
            reference={resourceNameFor(selected.resource.name)}
            target={selected.field}
            sort={{ field: sortField, order: sortOrder }}
            perPage={10}
            pagination={<Pagination rowsPerPageOptions={[10]} />}
          >
            <Datagrid bulkActionButtons={false} rowClick="show" empty={<Typography sx={{ py: 2 }}>{translate('app.related.none')}</Typography>}>
              {columns.map((name) => {
                const column = cloneElement(renderColumn(name, schema, false) as ReactElement<{ label?: string }>, { key: name });
                // Each related record opens by keyboard too, from its name.
                return name === primary ? asRecordLink(column) : column;
              })}
            </Datagrid>
          </ReferenceManyField>
        </div>
      </CardContent>
    </Card>
  );
};
