import { forwardRef, useMemo } from 'react';
import { DatagridRow, I18nContext, useGetRecordRepresentation, useI18nProvider, useRecordContext, useResourceContext, type DatagridRowProps } from 'react-admin';

/**
 * react-admin's row, its select checkbox named by the record ("Select row: Paint the dugouts")
 * rather than "Select this row" on every row. The row asks its translator for
 * `ra.action.select_row`, so the row gets a translator that answers that one key with the
 * record's name and passes every other key through.
 */
export const NamedDatagridRow = forwardRef<HTMLTableRowElement, DatagridRowProps>((props, ref) => {
  const i18nProvider = useI18nProvider();
  const record = useRecordContext(props);
  const represent = useGetRecordRepresentation(useResourceContext(props));
  const title = record ? String(represent(record) ?? record.id) : '';
  const rowProvider = useMemo(
    () => ({
      ...i18nProvider,
      translate: (key: string, options?: object) =>
        key === 'ra.action.select_row' ? i18nProvider.translate('app.selectRow', { title }) : i18nProvider.translate(key, options),
    }),
    [i18nProvider, title],
  );
  return (
    <I18nContext.Provider value={rowProvider}>
      <DatagridRow ref={ref} {...props} />
    </I18nContext.Provider>
  );
});
NamedDatagridRow.displayName = 'NamedDatagridRow';
