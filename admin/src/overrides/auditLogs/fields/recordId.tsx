import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { resourceNameFor } from '../../../resources/names';

/**
 * The record an entry is about, by its name as it was when written (the entry's summary), linked
 * to its page: a full UUID says nothing to the person reading the log.
 */
const WrittenRecord = (_: { source: string; sortable?: boolean }) => {
  const entry = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!entry) return null;
  const name = String(entry.summary || translate('app.history.unnamed'));
  // A deleted record has no page of its own left to open.
  if (entry.action === 'delete') return <Typography variant="body2">{name}</Typography>;
  const to = createPath({ resource: resourceNameFor(String(entry.resource)), id: String(entry.recordId), type: 'show' });
  return (
    <Link component={RouterLink} to={to} onClick={(event) => event.stopPropagation()} variant="body2">
      <bdi>{name}</bdi>
    </Link>
  );
};

export default WrittenRecord;
