import type { ImportColumn } from '@club/schema';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

/** The sheet's columns and the field each is read into, each choice a labelled select. */
export const ColumnsTable = ({ apiName, columns, fields, chosen, onChoose, disabled }: { apiName: string; columns: readonly ImportColumn[]; fields: readonly string[]; chosen: readonly string[]; onChoose: (index: number, field: string) => void; disabled: boolean }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.imports.${key}`);
  const fieldLabel = (field: string) => translate(`resources.${apiName}.fields.${field}`);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}>
      {/* Narrower cells on a phone: the choice of field stays whole on a 360 px screen. */}
      <Table size="small" aria-label={t('mapping')} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('column')}</TableCell>
            <TableCell>{t('header')}</TableCell>
            <TableCell>{t('field')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('example')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.map((column, index) => (
            <TableRow key={column.column}>
              <TableCell>{column.column}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{column.header}</TableCell>
              <TableCell sx={{ minWidth: { xs: 130, sm: 150 } }}>
                <TextField
                  select
                  size="small"
                  fullWidth
                  disabled={disabled}
                  value={chosen[index] ?? ''}
                  onChange={(event) => onChoose(index, event.target.value)}
                  // Named by its column ("Read into: Column C Team"); the column heading says it to the eye.
                  slotProps={{ select: { displayEmpty: true, inputProps: { 'aria-label': `${t('field')}: ${t('column')} ${column.column} ${column.header}` } } }}
                >
                  <MenuItem value="">{t('skip')}</MenuItem>
                  {fields.map((field) => (
                    <MenuItem key={field} value={field}>
                      {fieldLabel(field)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, color: 'text.secondary', overflowWrap: 'anywhere' }}>{column.example}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
