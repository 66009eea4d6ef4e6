import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCreatePath, useGetOne, useGetRecordRepresentation, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { authStorage } from '../auth/authStorage';
import { userCan } from '../auth/canAccess';
import { resourceNameFor } from '../resources/names';

/**
 * A field holding the id of a record of another kind, named by the record's `resourceSource`
 * field or read from the record by it (a comment's record, a notice's, a webhook delivery's): the record by its name, linked to its page; a record the
 * reader may not open by a word, never its id.
 */
export const recordPointerField = (resourceSource: string | ((record: Record<string, unknown>) => string)) => {
  const RecordPointerField = ({ source }: { source: string; sortable?: boolean }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const createPath = useCreatePath();
    const named = !record ? undefined : typeof resourceSource === 'function' ? resourceSource(record) : record[resourceSource];
    const apiName = typeof named === 'string' ? named : '';
    const id = typeof record?.[source] === 'string' ? (record[source] as string) : '';
    const resource = resourceNameFor(apiName);
    const readable = Boolean(apiName && id) && userCan(authStorage.read().user, apiName, 'show');
    const { data } = useGetOne(resource, { id }, { enabled: readable, retry: false });
    const represent = useGetRecordRepresentation(resource);
    if (!readable) return <Typography variant="body2">{translate('app.history.unnamed')}</Typography>;
    return (
      <Link component={RouterLink} to={createPath({ resource, id, type: 'show' })} onClick={(event) => event.stopPropagation()} variant="body2">
        <bdi>{data ? represent(data) : translate('app.history.unnamed')}</bdi>
      </Link>
    );
  };
  return RecordPointerField;
};
