import Link from '@mui/material/Link';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RESOURCE_MANIFEST } from '../../../resources/manifest';
import { resourceNameFor } from '../../../resources/names';

const KNOWN = new Set(RESOURCE_MANIFEST.map((entry) => entry.name));

/** An attachment's record as a link to its page (opening the attachment goes to what holds it). */
const RecordLink = (_: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record || !KNOWN.has(String(record.resource))) return null;
  const resource = String(record.resource);
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: resourceNameFor(resource), id: String(record.recordId), type: 'show' })}
      onClick={(event) => event.stopPropagation()}
      className="attachment-record"
    >
      {translate('app.attachments.open', { name: translate(`resources.${resource}.name`, { smart_count: 1 }) })}
    </Link>
  );
};

export default RecordLink;
