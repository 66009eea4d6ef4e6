import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { AccountCells } from './AccountCells';
import { MoneyCell } from './MoneyCell';
import type { StatementSection } from '@club/schema';
import type { ReportPeriod } from './reportApi';

/**
 * An income statement or a balance sheet: each type of account a section with its accounts and
 * total, then the closing lines the report adds (the surplus, whether the books balance).
 */
export const StatementTable = ({ label, sections, closing, period }: { label: string; sections: StatementSection[]; closing: { label: string; value: number }[]; period: ReportPeriod & { openFrom?: boolean } }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`screens.financialReports.${key}`);
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('code')}</TableCell>
          <TableCell>{t('account')}</TableCell>
          <TableCell align="right">{t('amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sections.map((section) => (
          <Fragment key={section.type}>
            <TableRow>
              <TableCell component="th" scope="rowgroup" colSpan={3} sx={{ fontWeight: 700, bgcolor: 'action.hover' }}>
                {t(`sections.${section.type}`)}
              </TableCell>
            </TableRow>
            {section.rows.map((row) => (
              <TableRow key={row.id} hover>
                <AccountCells account={row} period={period} />
                <MoneyCell value={row.amount} />
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                {t('total')} {t(`sections.${section.type}`)}
              </TableCell>
              <MoneyCell value={section.total} bold />
            </TableRow>
          </Fragment>
        ))}
        {closing.map((line) => (
          <TableRow key={line.label}>
            <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
              {line.label}
            </TableCell>
            <MoneyCell value={line.value} bold />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
