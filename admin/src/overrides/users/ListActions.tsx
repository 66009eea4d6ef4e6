import { CreateButton, ExportButton, FilterButton, TopToolbar, useCanAccess, useListContext } from 'react-admin';
import { MAX_EXPORT_ROWS } from '../../data/walkList';
import { InviteButton } from './parts/InviteButton';

/**
 * The users list's top toolbar: react-admin's filter, create and export buttons, and "Invite user"
 * (an invitation creates a user: it needs the create permission, like the API's).
 */
const UserListActions = () => {
  const { total } = useListContext();
  const canCreate = useCanAccess({ resource: 'users', action: 'create' }).canAccess === true;
  const canExport = useCanAccess({ resource: 'users', action: 'export' }).canAccess === true;
  return (
    <TopToolbar>
      <FilterButton />
      {canCreate ? <InviteButton /> : null}
      <CreateButton />
      {canExport ? <ExportButton disabled={total === 0} maxResults={MAX_EXPORT_ROWS} /> : null}
    </TopToolbar>
  );
};

export default UserListActions;
