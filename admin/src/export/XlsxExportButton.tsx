import Download from '@mui/icons-material/Download';
import { useCallback } from 'react';
import { ExportButton, useLocaleState, useTranslate, type Exporter, type RaRecord } from 'react-admin';
import { MAX_EXPORT_ROWS } from '../data/walkList';
import { saveBytes } from '../files/fileTransfer';
import { useSchemaResource } from '../resources/useSchemaResource';
import { toXlsx } from './toXlsx';
import { useExportTable } from './useExportTable';

/** Beside the CSV export: the same records and columns as an Excel workbook. */
export const XlsxExportButton = ({ disabled }: { disabled: boolean }) => {
  const schema = useSchemaResource();
  const tableOf = useExportTable(schema);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = translate(`resources.${schema.apiName}.name`, { smart_count: 2 });
  const exporter = useCallback<Exporter>(
    async (records: RaRecord[], fetchRelatedRecords) => saveBytes(await toXlsx(await tableOf(records, fetchRelatedRecords), name, locale === 'ar'), `${name}.xlsx`),
    [tableOf, name, locale],
  );
  return <ExportButton exporter={exporter} disabled={disabled} maxResults={MAX_EXPORT_ROWS} label="app.imports.exportXlsx" icon={<Download />} />;
};
