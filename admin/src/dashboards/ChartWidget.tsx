import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { Link as RouterLink } from 'react-router-dom';
import type { ChartAnswer } from './dashboardApi';
import { downloadCsv } from './csv';
import { SERIES_COLOURS } from './palette';
import { useFormat } from './useFormat';
import { WidgetFrame } from './WidgetFrame';

/**
 * Labels told apart where two read the same (two people of one name, two records not shown): a
 * chart's axis takes each label once, so a repeat gets its place among its namesakes, "(2)".
 */
const distinct = (labels: readonly string[]): string[] => {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count === 1 ? label : `${label} (${count})`;
  });
};

/**
 * Series over an enum's values or dates, as bars or a line (MUI X Charts), mirrored in a
 * right-to-left page; the same numbers as a table in a disclosure, for screen readers and print.
 */
export const ChartWidget = ({ widget, title, seriesTitle, wide }: { widget: ChartAnswer; title: string; seriesTitle: (key: string) => string; wide: boolean }) => {
  const { number, category, translate } = useFormat();
  const rtl = useTheme().direction === 'rtl';
  const labels = distinct(widget.categories.map((key) => category(widget.resource, widget.by, key, widget.labels)));
  // Each category's own list (an enum's value, a record; '' is none), dates aside.
  const linkOf = (key: string) => {
    const [route, query] = widget.link.split('?');
    const filter = { ...(JSON.parse(new URLSearchParams(query).get('filter') ?? '{}') as Record<string, unknown>), [widget.by.field]: key === '' ? null : key };
    return `${route}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
  };
  const series = widget.series.map((entry, index) => ({
    data: entry.values,
    label: widget.series.length > 1 ? seriesTitle(entry.key) : undefined,
    color: SERIES_COLOURS[index % SERIES_COLOURS.length],
    valueFormatter: (value: number | null) => (value === null ? '' : number.format(value)),
  }));
  const header = [translate('app.dashboard.category'), ...widget.series.map((entry) => (widget.series.length > 1 ? seriesTitle(entry.key) : translate('app.dashboard.value')))];
  const rows = labels.map((label, index) => [label, ...widget.series.map((entry) => entry.values[index] ?? 0)]);
  const empty = widget.series.every((entry) => entry.values.every((value) => value === 0));
  // Counts never fall between two whole numbers: no tick at 0.5.
  const whole = widget.series.every((entry) => entry.values.every(Number.isInteger));
  const values = { valueFormatter: (value: number) => number.format(value), ...(whole ? { tickMinStep: 1 } : {}) };
  const common = { series, hideLegend: widget.series.length < 2 };
  // Categories (an enum's values, records) as horizontal bars: their names read in full on the
  // side axis however many there are; dates run along the bottom. The side axis sits at the
  // inline start, and values grow toward the inline end, in either direction.
  const side = rtl ? ('right' as const) : ('left' as const);
  return (
    <WidgetFrame id={widget.key} title={title} link={widget.link} onDownload={() => downloadCsv(widget.key, header, rows)} wide={wide}>
      {empty ? (
        <Typography color="text.secondary">{translate('app.dashboard.empty')}</Typography>
      ) : (
        // The drawing is for the eye (its numbers are in the table below): inert keeps it out of the
        // accessibility tree and of the Tab order alike.
        <div inert>
          {widget.chart === 'line' ? (
            <LineChart
              {...common}
              height={260}
              // Room at both ends for the first and last dates' labels.
              margin={{ left: 48, right: 48 }}
              series={series.map((entry) => ({ ...entry, curve: 'linear' as const, showMark: labels.length <= 31 }))}
              yAxis={[{ position: side, width: 'auto', ...values }]}
              // The x axis is 40 px high: Arabic labels in the app's font are taller than the default room, which shortens them to nothing.
              xAxis={[{ scaleType: 'point', data: labels, reverse: rtl, height: 40 }]}
            />
          ) : widget.by.unit ? (
            <BarChart {...common} height={260} yAxis={[{ position: side, width: 'auto', ...values }]} xAxis={[{ scaleType: 'band', data: labels, reverse: rtl, height: 40 }]} />
          ) : (
            <BarChart
              {...common}
              layout="horizontal"
              height={Math.max(160, 34 * labels.length * Math.max(1, widget.series.length / 2) + 70)}
              margin={{ left: 36, right: 36 }}
              yAxis={[{ scaleType: 'band', data: labels, position: side, width: 150, tickLabelInterval: () => true }]}
              xAxis={[{ reverse: rtl, height: 32, ...values }]}
            />
          )}
        </div>
      )}
      <details>
        <summary>
          <Typography component="span" variant="body2">
            {translate('app.dashboard.numbers')}
          </Typography>
        </summary>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {header.map((name) => (
                <TableCell key={name}>{name}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([label, ...values], row) => (
              <TableRow key={widget.categories[row]} data-value={widget.categories[row]}>
                <TableCell component="th" scope="row">
                  {widget.by.unit ? (
                    label
                  ) : (
                    <Link component={RouterLink} to={linkOf(widget.categories[row]!)} underline="hover">
                      {label}
                    </Link>
                  )}
                </TableCell>
                {values.map((value, index) => (
                  <TableCell key={index}>{number.format(Number(value))}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </WidgetFrame>
  );
};
