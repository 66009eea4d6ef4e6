import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';

/**
 * Tells a screen reader which column the list is sorted by (WCAG 1.3.1): `aria-sort` on that
 * column's header, the one react-admin draws as active. react-admin's header cells take no
 * aria-sort, so it is set on the table beside this marker after each render of the list.
 */
export const SortStateOnHeaders = () => {
  const { sort } = useListContext();
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const table = marker.current?.parentElement?.querySelector('table.RaDatagrid-table');
    table?.querySelectorAll('thead th').forEach((header) => {
      if (header.querySelector('.MuiTableSortLabel-root.Mui-active')) header.setAttribute('aria-sort', sort.order === 'DESC' ? 'descending' : 'ascending');
      else header.removeAttribute('aria-sort');
    });
  });
  return <span hidden ref={marker} />;
};
