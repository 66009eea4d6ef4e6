import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import { useCreatePath, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { resourceNameFor } from '../../resources/names';
import type { ReportAccount } from '@club/schema';
import type { ReportPeriod } from './reportApi';

/** An account's two cells: its code, and its name in the reader's language opening its ledger (its posted lines) for the period. */
export const AccountCells = ({ account, period }: { account: ReportAccount; period: ReportPeriod & { openFrom?: boolean } }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const name = useLocale() === 'ar' && account.nameAr ? account.nameAr : account.name;
  const filter = { accountId: account.id, posted: true, ...(period.openFrom === false ? {} : { entryDate_gte: period.from }), entryDate_lte: period.to };
  const to = `${createPath({ resource: resourceNameFor('journalLines'), type: 'list' })}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
  return (
    <>
      <TableCell>
        <bdi>{account.code}</bdi>
      </TableCell>
      <TableCell>
        <Link component={RouterLink} to={to} aria-label={translate('screens.financialReports.openLedger', { account: name })}>
          <bdi>{name}</bdi>
        </Link>
      </TableCell>
    </>
  );
};
