import { invoices } from '@club/schema/resources/invoices';
import { receiptVouchers } from '@club/schema/resources/receiptVouchers';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { enumValueKey } from '../../i18n/keys';
import { useFormats } from '../../i18n/useFormats';
import { resourceNameFor } from '../../resources/names';
import type { Statement } from '@club/schema';

const SOURCES = { invoice: invoices.name, receipt: receiptVouchers.name } as const;

/** The statement's lines by date (each document a link to its record), and its totals under them. */
export const StatementTable = ({ statement }: { statement: Statement }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const createPath = useCreatePath();
  const t = (key: string, values?: object) => translate(`screens.payerStatement.${key}`, values);
  const money = (value: number) => formats.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const amount = (value: number) => (value ? money(value) : '');
  const numeric = { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Table size="small" aria-label={t('heading', { name: '' })} sx={{ minWidth: 640 }}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{t('date')}</TableCell>
          <TableCell scope="col">{t('document')}</TableCell>
          <TableCell scope="col">{t('status')}</TableCell>
          <TableCell scope="col">{t('dueDate')}</TableCell>
          <TableCell scope="col" sx={numeric}>{t('debit')}</TableCell>
          <TableCell scope="col" sx={numeric}>{t('credit')}</TableCell>
          <TableCell scope="col" sx={numeric}>{t('open')}</TableCell>
          <TableCell scope="col" sx={numeric}>{t('balance')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {statement.lines.map((line) => (
          <TableRow key={`${line.kind}-${line.id}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formats.date(line.date)}</TableCell>
            <TableCell>
              <Link component={RouterLink} to={createPath({ resource: resourceNameFor(SOURCES[line.kind]), type: 'show', id: line.id })}>
                {t(`lineKinds.${line.kind}`)} <bdi>{line.number ?? ''}</bdi>
              </Link>
            </TableCell>
            <TableCell>{translate(enumValueKey(SOURCES[line.kind], 'status', line.status))}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.dueDate ? formats.date(line.dueDate) : ''}</TableCell>
            <TableCell sx={numeric}>{amount(line.debit)}</TableCell>
            <TableCell sx={numeric}>{amount(line.credit)}</TableCell>
            <TableCell sx={numeric}>{amount(line.open)}</TableCell>
            <TableCell sx={numeric}>{money(line.balance)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        {(['invoiced', 'received', 'due', 'credit', 'balance'] as const).map((key) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" colSpan={7} sx={{ fontWeight: 700, color: 'text.primary' }}>
              {t(`totals.${key}`)}
            </TableCell>
            <TableCell sx={{ ...numeric, fontWeight: 700, color: 'text.primary' }} data-total={key}>
              {money(statement.totals[key])}
            </TableCell>
          </TableRow>
        ))}
      </TableFooter>
    </Table>
  );
};
