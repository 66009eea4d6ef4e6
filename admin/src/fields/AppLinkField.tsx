import Link from '@mui/material/Link';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** A field holding a path of the admin (a notice's page): a link to it, never the path itself. */
export const AppLinkField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const path = record?.[source];
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  return (
    <Link component={RouterLink} to={path} onClick={(event) => event.stopPropagation()} variant="body2">
      {translate('ra.action.show')}
    </Link>
  );
};
