import type { ImportReport } from '@club/schema';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** How many problems and rows are listed on screen: the rest are counted. */
const SHOWN = 200;

/** What a check found: its counts, then every problem by row and column (or the rows it would save). */
export const ImportReportView = ({ report }: { report: ImportReport }) => {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`app.imports.${key}`, values);
  const problems = report.errors.length > 0;
  return (
    <section aria-labelledby="import-report-heading">
      <Typography id="import-report-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(problems ? 'notReady' : 'ready')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('willCreate', { smart_count: report.created })} · {t('willUpdate', { smart_count: report.updated })}
      </Typography>
      {problems ? <ProblemsTable report={report} /> : <RowsTable report={report} />}
    </section>
  );
};

const ProblemsTable = ({ report }: { report: ImportReport }) => {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`app.imports.${key}`, values);
  const shown = report.errors.slice(0, SHOWN);
  return (
    <>
      <Alert severity="error" sx={{ mb: 1 }}>
        {translate('app.imports.problems', { smart_count: report.errors.length })}
      </Alert>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={t('problem')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('row')}</TableCell>
              <TableCell>{t('column')}</TableCell>
              <TableCell>{t('problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((problem, index) => (
              <TableRow key={index}>
                <TableCell>{problem.row ?? t('wholeFile')}</TableCell>
                <TableCell>{problem.column ?? '—'}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{problem.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {report.errors.length > SHOWN && <Typography sx={{ mt: 1 }}>{t('moreRows', { smart_count: report.errors.length - SHOWN })}</Typography>}
    </>
  );
};

const RowsTable = ({ report }: { report: ImportReport }) => {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`app.imports.${key}`, values);
  const shown = report.rows.slice(0, SHOWN);
  return (
    <>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={t('action')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('row')}</TableCell>
              <TableCell>{t('action')}</TableCell>
              <TableCell>{t('record')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.row}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{t(row.action)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.name}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {report.rows.length > SHOWN && <Typography sx={{ mt: 1 }}>{t('moreRows', { smart_count: report.rows.length - SHOWN })}</Typography>}
    </>
  );
};
