import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';

/** The kind of record holding the file, by its name in the reader's language. */
const RecordKind = (_: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <Typography variant="body2">{translate(`resources.${String(record.resource)}.name`, { smart_count: 1, _: String(record.resource) })}</Typography>;
};

export default RecordKind;
