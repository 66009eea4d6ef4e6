import { Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { resourceNameFor } from '../../../resources/names';

const RECEIPTS = resourceNameFor('circularReceipts');

/**
 * How many of those it addresses read the circular ("7 of 40"), a link to who read it and when for
 * those who may see the read receipts.
 */
const ReadCountField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: RECEIPTS, action: 'list' });
  if (!record || record.status === 'draft') return null;
  const read = (record[source] as number | null) ?? 0;
  const text = record.audienceSize == null ? String(read) : translate('app.circulars.readOf', { read, audience: record.audienceSize });
  if (!canAccess) return <Typography variant="body2">{text}</Typography>;
  const filter = encodeURIComponent(JSON.stringify({ bulletinId: record.id }));
  return (
    <MuiLink component={Link} to={`/${RECEIPTS}?filter=${filter}`} variant="body2" onClick={(event: React.MouseEvent) => event.stopPropagation()}>
      {text}
    </MuiLink>
  );
};

export default ReadCountField;
