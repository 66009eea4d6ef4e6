import { registry } from '@club/schema/browser';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useShownValue } from '../../../history/useShownValue';
import { fieldLabelKey } from '../../../i18n/keys';

type Line = Record<string, unknown>;

/** One kind of line of the deleted record, as a table of the line's own list columns. */
const LineTable = ({ resource, parentField, lines }: { resource: string; parentField: string; lines: Line[] }) => {
  const translate = useTranslate();
  const shown = useShownValue(resource);
  const child = registry.get(resource)!;
  const columns = child.list.columns.filter((name) => name !== parentField && name !== 'position' && child.fields[name]);
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate(`resources.${resource}.name`, { smart_count: 2 })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" className="deleted-record-lines">
        <TableHead>
          <TableRow>
            {columns.map((name) => (
              <TableCell key={name}>{translate(fieldLabelKey(resource, name), { _: name })}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={String(line.id ?? index)}>
              {columns.map((name) => (
                <TableCell key={name}>
                  <bdi>{shown(name, line[name])}</bdi>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </Box>
    </>
  );
};

/** The lines that went to the trash with the record, each kind under its name. */
const DeletedLines = ({ source }: { source: string; sortable?: boolean }) => {
  const entry = useRecordContext();
  const translate = useTranslate();
  const declared = registry.get(String(entry?.resource ?? ''));
  const kept = (entry?.[source] ?? {}) as Record<string, Line[]>;
  const kinds = Object.entries(declared?.lines ?? {}).filter(([key]) => (kept[key] ?? []).length > 0);
  if (kinds.length === 0) return <Typography variant="body2">{translate('app.trash.noLines')}</Typography>;
  return (
    <>
      {kinds.map(([key, lines]) => (
        <LineTable key={key} resource={lines.resource} parentField={lines.parentField} lines={kept[key]!} />
      ))}
    </>
  );
};

export default DeletedLines;
