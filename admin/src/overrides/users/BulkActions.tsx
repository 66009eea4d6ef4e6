import DeleteIcon from '@mui/icons-material/Delete';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import BlockIcon from '@mui/icons-material/Block';
import { useState } from 'react';
import { Button, useDeleteMany, useListContext, useNotify, useRefresh, useResourceContext } from 'react-admin';
import { BulkStatusButton } from './parts/BulkStatusButton';
import { DeleteConfirmDialog } from './parts/DeleteConfirmDialog';

/** Deletes the selected users after the confirmation word is typed. */
const BulkDeleteUsersButton = () => {
  // The list's own unselect: its selection is kept under the list's store key, not the resource's.
  const { selectedIds, onUnselectItems } = useListContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  const count = selectedIds.length;
  const confirm = () =>
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: count } });
          onUnselectItems();
          refresh();
        },
        onError: () => notify('app.errors.bulkDeleteFailed', { type: 'error' }),
      },
    );
  return (
    <>
      <Button label="ra.action.delete" color="error" className="users-bulk-delete" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <DeleteConfirmDialog open={open} count={count} pending={isPending} onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
};

/** The users list's bulk toolbar: activate, deactivate (SPEC §4, §8), delete with confirmation (§5). */
const UserBulkActions = () => (
  <>
    <BulkStatusButton
      status="active"
      label="app.users.activate"
      loading="app.users.activating"
      done="app.users.activated"
      failed="app.users.errors.activate"
      icon={<CheckCircleOutlineIcon />}
    />
    <BulkStatusButton
      status="inactive"
      label="app.users.deactivate"
      loading="app.users.deactivating"
      done="app.users.deactivated"
      failed="app.users.errors.deactivate"
      icon={<BlockIcon />}
    />
    <BulkDeleteUsersButton />
  </>
);

export default UserBulkActions;
