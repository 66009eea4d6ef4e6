import { CreateButton, ExportButton, FilterButton, TopToolbar, useListContext } from 'react-admin';
import { InviteButton } from './parts/InviteButton';

/** The users list's top toolbar: react-admin's filter, create and export buttons, and "Invite user". */
const UserListActions = () => {
  const { total } = useListContext();
  return (
    <TopToolbar>
      <FilterButton />
      <InviteButton />
      <CreateButton />
      <ExportButton disabled={total === 0} />
    </TopToolbar>
  );
};

export default UserListActions;
