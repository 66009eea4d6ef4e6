import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export interface CountRow {
  value: string;
  label: string;
  count: number;
  /** The list of exactly these records. */
  href: string;
}

const percent = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

/** One breakdown as a table (a caption, a row per value with its count and share, the total). */
export const CountTable = ({ id, heading, rows }: { id: string; heading: string; rows: readonly CountRow[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = (value: number) => value.toLocaleString(locale);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const t = (key: string) => translate(`screens.taskReport.${key}`);
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 280 }}>
      <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Table size="small" aria-labelledby={id}>
        <TableHead>
          <TableRow>
            <TableCell>{t('value')}</TableCell>
            <TableCell align="right">{t('count')}</TableCell>
            <TableCell>{t('share')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.value} data-value={row.value}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={row.href}>
                  {row.label}
                </Link>
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {number(row.count)}
              </TableCell>
              <TableCell sx={{ width: '40%' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  {/* The bar repeats the percentage beside it for the eye; screen readers read the number. */}
                  <Box aria-hidden sx={{ flex: 1, height: 8, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
                    <Box sx={{ width: `${number(percent(row.count, total))}%`, height: '100%', bgcolor: 'primary.main' }} />
                  </Box>
                  <Typography variant="body2" sx={{ minWidth: '3.5em', textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                    {number(percent(row.count, total))}%
                  </Typography>
                </Box>
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {t('total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-total>
              {number(total)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
};
