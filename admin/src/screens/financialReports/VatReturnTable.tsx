import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { MoneyCell } from './MoneyCell';
import type { VatReturn } from '@club/schema';

/** Boxes that total the ones above them, shown bold. */
const TOTALS = new Set([6, 12, 13, 16]);

/** ZATCA's VAT return for the period, box by box as the form reads: the amount, the credit notes' adjustment, the VAT. */
export const VatReturnTable = ({ report }: { report: VatReturn }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`screens.financialReports.${key}`);
  return (
    <Table size="small" aria-label={t('reports.vatReturn')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('box')}</TableCell>
          <TableCell />
          <TableCell align="right">{t('amount')}</TableCell>
          <TableCell align="right">{t('adjustment')}</TableCell>
          <TableCell align="right">{t('vat')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.boxes.map((box) => (
          <TableRow key={box.box}>
            <TableCell>
              <bdi>{box.box}</bdi>
            </TableCell>
            <TableCell component="th" scope="row" sx={{ fontWeight: TOTALS.has(box.box) ? 700 : undefined }}>
              {t(`boxes.box${box.box}`)}
            </TableCell>
            <MoneyCell value={box.amount} bold={TOTALS.has(box.box)} />
            <MoneyCell value={box.adjustment} bold={TOTALS.has(box.box)} />
            <MoneyCell value={box.vat} bold={TOTALS.has(box.box)} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
