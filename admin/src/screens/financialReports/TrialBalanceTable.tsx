import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { AccountCells } from './AccountCells';
import { MoneyCell } from './MoneyCell';
import type { TrialBalance } from '@club/schema';
import type { ReportPeriod } from './reportApi';

/** Every account with entries: its balance before the period, the period's debits and credits, its balance after. */
export const TrialBalanceTable = ({ report, period }: { report: TrialBalance; period: ReportPeriod }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`screens.financialReports.${key}`);
  const columns = ['opening', 'debit', 'credit', 'closing'] as const;
  return (
    <Table size="small" aria-label={t('reports.trialBalance')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('code')}</TableCell>
          <TableCell>{t('account')}</TableCell>
          {columns.map((column) => (
            <TableCell key={column} align="right">
              {t(column)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {report.rows.map((row) => (
          <TableRow key={row.id} hover>
            <AccountCells account={row} period={period} />
            {columns.map((column) => (
              <MoneyCell key={column} value={row[column]} />
            ))}
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
            {t('total')}
          </TableCell>
          {columns.map((column) => (
            <MoneyCell key={column} value={report.totals[column]} bold />
          ))}
        </TableRow>
      </TableBody>
    </Table>
  );
};
