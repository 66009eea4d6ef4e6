import { MAX_LIST_DEPTH } from '@club/schema';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import type { TablePaginationActionsProps } from '@mui/material/TablePaginationActions';
import { useListPaginationContext, useTranslate } from 'react-admin';
import { useFormats } from '../i18n/useFormats';
import { pageItems } from './pageItems';
import { PAGE_SIZES } from './urlParams';

// Numbers in the screen language's digits, as everywhere else (a bare `ar` would write Arabic-Indic ones).
const useNumberFormat = () => {
  const formats = useFormats();
  return (value: number) => formats.number(value);
};

/**
 * Previous, the pages of SPEC §9's helper and next. Plain buttons, so Tab and Enter reach every
 * page; MUI's PaginationItem turns the arrows round in RTL.
 */
const PageButtons = ({ onPageChange, className }: TablePaginationActionsProps) => {
  const { page, perPage, total, hasNextPage } = useListPaginationContext();
  const translate = useTranslate();
  const format = useNumberFormat();
  // Without a total (partial pagination) the bar knows only the pages up to the next one; and the
  // API serves pages only so deep (MAX_LIST_DEPTH).
  const reachable = Math.floor(MAX_LIST_DEPTH / perPage);
  const pages = Math.min(reachable, total != null ? Math.ceil(total / perPage) : page + (hasNextPage ? 1 : 0));
  const go = (target: number) => () => onPageChange(null, target - 1);
  return (
    <Stack component="nav" direction="row" className={className} aria-label={translate('app.pagination.label')}>
      <PaginationItem
        type="previous"
        size="small"
        disabled={page <= 1}
        aria-label={translate('app.pagination.previous')}
        onClick={go(page - 1)}
      />
      {pageItems(page, pages).map((item, index) =>
        item === 'ellipsis' ? (
          <PaginationItem key={`ellipsis-${index}`} type="start-ellipsis" size="small" aria-hidden className="list-pagination-ellipsis" />
        ) : (
          <PaginationItem
            key={item}
            type="page"
            size="small"
            page={format(item)}
            selected={item === page}
            aria-current={item === page ? 'page' : undefined}
            aria-label={translate(item === page ? 'app.pagination.currentPage' : 'app.pagination.page', { page: format(item) })}
            onClick={go(item)}
          />
        ),
      )}
      <PaginationItem
        type="next"
        size="small"
        disabled={page >= reachable || !(hasNextPage ?? page < pages)}
        aria-label={translate('app.pagination.next')}
        onClick={go(page + 1)}
      />
    </Stack>
  );
};

/**
 * The list's pagination: rows per page (5, 10, 25, 50), "x–y of z" (a status, announced when it
 * changes) and the page buttons of SPEC §9's helper. Nothing for an empty list: its "No results."
 * says it all.
 */
export const ListPagination = () => {
  const { isPending, page, perPage, total, setPage, setPerPage } = useListPaginationContext();
  const translate = useTranslate();
  const format = useNumberFormat();
  if (isPending || total === 0) return null;
  const beyond = total != null && total > MAX_LIST_DEPTH;
  const onPageChange: TablePaginationActionsProps['onPageChange'] = (event, zeroBasedPage) => {
    event?.stopPropagation();
    setPage(zeroBasedPage + 1);
  };
  return (
    <>
    <TablePagination
      component="div"
      className="list-pagination"
      count={total ?? -1}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={onPageChange}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('app.pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('app.pagination.range', { from: format(from), to: format(to), total: format(count === -1 ? to : count) })
      }
      ActionsComponent={PageButtons}
      // "11–20 of 44" is read out when a page, a filter or a search changes it (WCAG 4.1.3).
      slotProps={{ displayedRows: { role: 'status' } }}
    />
    {beyond && (
      <Typography variant="caption" color="text.secondary" component="p" role="note" sx={{ px: 2, pb: 1, textAlign: 'end' }}>
        {translate('app.pagination.depthLimit', { depth: format(MAX_LIST_DEPTH) })}
      </Typography>
    )}
    </>
  );
};
