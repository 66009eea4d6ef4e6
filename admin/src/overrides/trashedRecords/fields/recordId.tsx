import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';

/** The deleted record by its kind and name, not its id. */
const DeletedRecord = (_: { source: string; sortable?: boolean }) => {
  const entry = useRecordContext();
  const translate = useTranslate();
  if (!entry) return null;
  const resource = String(entry.resource);
  return <Typography variant="body2">{translate('app.trash.record', { kind: translate(`resources.${resource}.name`, { smart_count: 1, _: resource }), name: String(entry.summary ?? '—') })}</Typography>;
};

export default DeletedRecord;
