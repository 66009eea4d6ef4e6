import Link from '@mui/material/Link';
import type { ReactElement } from 'react';
import { useCreatePath, useGetRecordRepresentation, useRecordContext, useResourceContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { adminKindOf } from '../kinds/adminKinds';
import type { SchemaResource } from '../resources/useSchemaResource';

/** The props a list header reads from its column's element: the wrapped field's own. */
interface ColumnProps {
  children: ReactElement;
  source?: string;
  label?: unknown;
  sortable?: boolean;
  sortBy?: string;
  textAlign?: 'left' | 'right' | 'center';
}

/**
 * A list's primary column as a real link to the record (WCAG 2.1.1): Tab reaches each row, Enter
 * opens it, a screen reader lists the records as links; the row's click stays for the mouse.
 */
export const RecordLinkColumn = ({ children, source }: ColumnProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const representation = useGetRecordRepresentation(resource);
  if (!record || !resource) return children;
  // An empty cell (a draft's number) still names the link: by the record.
  const empty = source !== undefined && (record[source] === null || record[source] === undefined || record[source] === '');
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource, id: record.id, type: 'show' })}
      // The row would open the record too: one navigation.
      onClick={(event) => event.stopPropagation()}
      color="inherit"
      underline="hover"
      className="record-link"
      aria-label={empty ? String(representation(record)) : undefined}
    >
      {empty ? '—' : children}
    </Link>
  );
};

/** Wraps a column's field in the record link, keeping the header's props. */
export const asRecordLink = (column: ReactElement<Omit<ColumnProps, 'children'>>) => {
  const { source, label, sortable, sortBy, textAlign } = column.props;
  return (
    <RecordLinkColumn key={column.key ?? source} source={source} label={label} sortable={sortable} sortBy={sortBy} textAlign={textAlign}>
      {column}
    </RecordLinkColumn>
  );
};

/** The column that links to the record: the record's name if listed, else the first column that is not a link itself. */
export const primaryColumnOf = ({ definition }: Pick<SchemaResource, 'definition'>, columns: string[]): string | undefined => {
  const linkable = (name: string) => {
    const field = definition.fields[name];
    return !field || !adminKindOf(field.kind).linksItself;
  };
  const named = [definition.recordRepresentation].flat().find((name) => columns.includes(name) && linkable(name));
  return named ?? columns.find(linkable);
};
