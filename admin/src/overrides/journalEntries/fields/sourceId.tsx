import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCreatePath, useGetOne, useGetRecordRepresentation, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { resourceNameFor } from '../../../resources/names';

/**
 * The document that posted the entry, by its name, opening its page: the way from a line of the
 * ledger back to the invoice or voucher behind it. A reader who may not open it reads its kind only.
 */
const SourceDocument = (_: { source: string; sortable?: boolean }) => {
  const entry = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const resource = resourceNameFor(String(entry?.sourceResource ?? ''));
  const id = entry?.sourceId ? String(entry.sourceId) : undefined;
  const { data, isError } = useGetOne(resource, { id: id ?? '' }, { enabled: Boolean(id && entry?.sourceResource), retry: false });
  const represent = useGetRecordRepresentation(resource);
  if (!id || !entry?.sourceResource) return null;
  if (isError || !data) return <Typography variant="body2">{translate(`resources.${String(entry.sourceResource)}.name`, { smart_count: 1 })}</Typography>;
  return (
    <Link component={RouterLink} to={createPath({ resource, id, type: 'show' })} onClick={(event) => event.stopPropagation()} variant="body2">
      <bdi>{String(represent(data))}</bdi>
    </Link>
  );
};

export default SourceDocument;
