import { trashedRecords } from '@club/schema/resources/trashedRecords';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import { Button, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { authStorage } from '../auth/authStorage';
import { userCan } from '../auth/canAccess';

/** The trash, named by its declaration. */
const TRASH = trashedRecords.name;

/** The list's link to its own deleted records, for whoever may delete them and open the trash. */
export const TrashLinkButton = ({ apiName }: { apiName: string }) => {
  const translate = useTranslate();
  const user = authStorage.read().user;
  if (!userCan(user, apiName, 'delete') || !userCan(user, TRASH, 'list')) return null;
  return (
    <Button
      component={Link}
      to={`${trashedRecords.route}?resource=${encodeURIComponent(apiName)}`}
      label={translate('app.trash.open')}
      // The sidebar has a "Trash" too: this one names its kind.
      aria-label={translate('app.trash.openFor', { name: translate(`resources.${apiName}.name`, { smart_count: 2 }) })}
      className="trash-link"
    >
      <RestoreFromTrash />
    </Button>
  );
};
