import { ACTIONS } from '@club/schema';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useFieldValue, useTranslate } from 'react-admin';
import { menuGroupKey } from '../../../i18n/keys';
import { MATRIX_GROUPS, type Matrix } from '../parts/matrixRows';
import { usePageLabel } from '../parts/usePageLabel';

/**
 * A role's page permissions on its page, read as the matrix the form edits (it showed as raw
 * JSON): the pages the role may open, by menu group, each with a mark under the actions it holds.
 */
const PermissionsField = ({ source }: { source: string; sortable?: boolean }) => {
  const translate = useTranslate();
  const pageLabel = usePageLabel();
  const value: unknown = useFieldValue({ source });
  const matrix = (value && typeof value === 'object' ? value : {}) as Matrix;
  const groups = MATRIX_GROUPS.map(({ group, rows }) => ({ group, rows: rows.filter(({ page }) => (matrix[page]?.length ?? 0) > 0) })).filter(({ rows }) => rows.length > 0);
  if (groups.length === 0) return <Typography variant="body2">{translate('app.roles.noPages')}</Typography>;
  const actionLabel = (action: string) => translate(`resources.pages.enums.actions.${action}`);
  return (
    <TableContainer className="permission-matrix" sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={translate('app.roles.pagePermissions')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.roles.page')}</TableCell>
            {ACTIONS.map((action) => (
              <TableCell key={action} align="center">
                {actionLabel(action)}
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
              {rows.map(({ page }) => (
                <TableRow key={page} data-page={page}>
                  <TableCell component="th" scope="row">
                    {pageLabel(page)}
                  </TableCell>
                  {ACTIONS.map((action) => (
                    <TableCell key={action} align="center">
                      {/* A mark a screen reader reads as the action's name and "yes". */}
                      {matrix[page]?.includes(action) ? <span aria-label={`${actionLabel(action)}: ${translate('ra.boolean.true')}`} role="img">✓</span> : null}
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

export default PermissionsField;
