import UploadFile from '@mui/icons-material/UploadFile';
import { Button, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { authStorage } from '../auth/authStorage';
import { userCan } from '../auth/canAccess';
import { routeEntryOf } from '../resources/resourceRoutes';

/** The list's way to its import screen, for whoever may both create and import its records. */
export const ImportLinkButton = ({ resource, apiName }: { resource: string; apiName: string }) => {
  const translate = useTranslate();
  const user = authStorage.read().user;
  const route = routeEntryOf(resource)?.route;
  if (!route || !userCan(user, apiName, 'create') || !userCan(user, apiName, 'import')) return null;
  return (
    <Button
      component={Link}
      to={`${route}/import`}
      label={translate('app.imports.importButton')}
      aria-label={translate('app.imports.title', { resource: translate(`resources.${apiName}.name`, { smart_count: 2 }) })}
    >
      <UploadFile />
    </Button>
  );
};
