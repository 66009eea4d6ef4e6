import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * A field naming a resource by its API name (`resource` of an attachment, a deleted record): the
 * kind of record, in the reader's language, never the name the API uses.
 */
export const ResourceNameField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const name = record?.[source];
  if (typeof name !== 'string') return null;
  return <Typography variant="body2">{translate(`resources.${name}.name`, { smart_count: 1, _: name })}</Typography>;
};
