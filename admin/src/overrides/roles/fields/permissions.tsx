import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate } from 'react-admin';
import { MatrixTable } from '../parts/MatrixTable';
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
  return (
    <MatrixTable
      className="permission-matrix"
      groups={groups}
      page={({ page }) => (
        <TableCell component="th" scope="row">
          {pageLabel(page)}
        </TableCell>
      )}
      cell={({ page }, action) =>
        // A mark a screen reader reads as the action's name and "yes".
        matrix[page]?.includes(action) ? (
          <span aria-label={`${translate(`resources.pages.enums.actions.${action}`)}: ${translate('ra.boolean.true')}`} role="img">
            ✓
          </span>
        ) : null
      }
    />
  );
};

export default PermissionsField;
