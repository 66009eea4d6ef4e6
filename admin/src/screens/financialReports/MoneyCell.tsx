import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import { useFormats } from '../../i18n/useFormats';

/** An amount in riyals to the halala, aligned at the end of its column (negatives in brackets, as accountants write them). */
export const MoneyCell = ({ value, bold, ...props }: { value: number; bold?: boolean } & TableCellProps) => {
  const formats = useFormats();
  const shown = formats.number(Math.abs(value), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: bold ? 700 : undefined }} {...props}>
      <bdi>{value < 0 ? `(${shown})` : shown}</bdi>
    </TableCell>
  );
};
