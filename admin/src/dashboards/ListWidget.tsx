import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { fieldLabelKey } from '../i18n/keys';
import { resourceNameFor } from '../resources/names';
import type { ListAnswer } from './dashboardApi';
import { downloadCsv } from './csv';
import { useFormat } from './useFormat';
import { WidgetFrame } from './WidgetFrame';

/** The first few records, each a link to its page, with their listed fields each named ("Quantity: 2", never a bare "2 · 0"); or the empty state. */
export const ListWidget = ({ widget, title, empty, wide }: { widget: ListAnswer; title: string; empty: string; wide: boolean }) => {
  const translate = useTranslate();
  const { value } = useFormat();
  const route = widget.link.split('?', 1)[0];
  const labelOf = (field: string) => translate(fieldLabelKey(resourceNameFor(widget.resource), field), { _: field });
  const download = () =>
    downloadCsv(
      widget.key,
      [title, ...widget.columns.map((column) => labelOf(column.field))],
      widget.rows.map((row) => [row.label, ...widget.columns.map((column) => value(widget.resource, column.field, column.kind, row.values[column.field]))]),
    );
  return (
    <WidgetFrame id={widget.key} title={title} link={widget.link} onDownload={download} wide={wide}>
      {widget.rows.length === 0 ? (
        <Typography color="text.secondary" className="dashboard-empty">
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {widget.rows.map((row) => (
            <Box component="li" key={row.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
              <Link component={RouterLink} to={`${route}/${row.id}/show`} underline="hover" sx={{ fontWeight: 600 }} dir="auto">
                {row.label || row.id}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {widget.columns.map((column) => translate('app.dashboard.labelled', { label: labelOf(column.field), value: value(widget.resource, column.field, column.kind, row.values[column.field]) })).join(' · ')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </WidgetFrame>
  );
};
