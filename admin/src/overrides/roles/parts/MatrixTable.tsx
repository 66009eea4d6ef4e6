import { ACTIONS, type Action } from '@club/schema';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { menuGroupKey } from '../../../i18n/keys';
import type { MatrixGroup, MatrixRow } from './matrixRows';

/**
 * The permission matrix's table: a column per action, the pages by menu group under a band each.
 * What a row shows (marks on the role's page, checkboxes on its form) is the caller's.
 */
export const MatrixTable = ({ groups, page, cell, className }: { groups: readonly MatrixGroup[]; page: (row: MatrixRow) => ReactNode; cell: (row: MatrixRow, action: Action) => ReactNode; className?: string }) => {
  const translate = useTranslate();
  return (
    <TableContainer className={className} sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={translate('app.roles.pagePermissions')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.roles.page')}</TableCell>
            {ACTIONS.map((action) => (
              <TableCell key={action} align="center">
                {translate(`resources.pages.enums.actions.${action}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map(({ group, rows }) => (
            <Fragment key={group}>
              <TableRow>
                <TableCell colSpan={ACTIONS.length + 1} sx={{ bgcolor: 'action.hover', py: 0.5 }}>
                  <Typography variant="overline">{translate(menuGroupKey(group))}</Typography>
                </TableCell>
              </TableRow>
              {rows.map((row) => (
                <TableRow key={row.page} hover data-page={row.page}>
                  {page(row)}
                  {ACTIONS.map((action) => (
                    <TableCell key={action} align="center" padding="checkbox">
                      {cell(row, action)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
