import type { Action } from '@club/schema';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useInput, useTranslate } from 'react-admin';
import { authStorage } from '../../../auth/authStorage';
import { MatrixTable } from '../parts/MatrixTable';
import { MATRIX_GROUPS, toggled, type Matrix } from '../parts/matrixRows';
import { usePageLabel } from '../parts/usePageLabel';

/**
 * SPEC §2 "Page Permissions": for the role being edited, every page × list, show, create, edit,
 * delete, export. A box is disabled when the page does not offer the action, or when the signed-in
 * user does not hold it (nobody grants what they do not have; the API checks the same).
 */
const PermissionsInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  useGetIdentity(); // re-renders when the session's user (and so its permissions) changes
  const own = authStorage.read().user?.permissions ?? {};
  const { field, fieldState } = useInput({ source, format: (value: unknown) => (value && typeof value === 'object' ? value : {}) });
  const matrix = field.value as Matrix;
  const holds = (page: string, action: Action) => own[page]?.includes(action) ?? false;
  const change = (page: string, actions: readonly Action[], on: boolean) => field.onChange(toggled(matrix, page, actions, on));
  const pageLabel = usePageLabel();
  return (
    <div className="permission-matrix" style={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('app.roles.pagePermissions')}
      </Typography>
      {fieldState.error?.message ? (
        <Typography color="error" variant="body2" role="alert">
          {translate(fieldState.error.message, { _: fieldState.error.message })}
        </Typography>
      ) : null}
      <MatrixTable
        groups={MATRIX_GROUPS}
        page={({ page, offered }) => {
          const grantable = offered.filter((action) => holds(page, action));
          const all = grantable.length > 0 && grantable.every((action) => matrix[page]?.includes(action));
          return (
            <TableCell>
              <Checkbox
                size="small"
                checked={all}
                disabled={grantable.length === 0}
                onChange={(event) => change(page, grantable, event.target.checked)}
                slotProps={{ input: { 'aria-label': translate('app.roles.allActionsOf', { page: pageLabel(page) }) } }}
              />
              {pageLabel(page)}
            </TableCell>
          );
        }}
        cell={({ page, offered }, action) =>
          offered.includes(action) ? (
            <Checkbox
              size="small"
              name={`${page}.${action}`}
              checked={matrix[page]?.includes(action) ?? false}
              disabled={!holds(page, action)}
              onChange={(event) => change(page, [action], event.target.checked)}
              slotProps={{ input: { 'aria-label': `${pageLabel(page)}: ${translate(`resources.pages.enums.actions.${action}`)}` } }}
            />
          ) : null
        }
      />
    </div>
  );
};

export default PermissionsInput;
