import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, useDelete, useNotify, useRecordContext, useRedirect, useResourceContext } from 'react-admin';
import { DeleteConfirmDialog } from './parts/DeleteConfirmDialog';

/** The user form's delete button: only after the confirmation word and the username are typed. */
const UserDeleteButton = () => {
  const record = useRecordContext<{ id: string; username: string }>();
  const resource = useResourceContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          redirect('list', resource);
        },
        onError: () => notify('app.errors.deleteFailed', { type: 'error' }),
      },
    );
  return (
    <>
      <Button label="ra.action.delete" color="error" className="users-delete-button" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <DeleteConfirmDialog
        open={open}
        count={1}
        username={record.username}
        pending={isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

export default UserDeleteButton;
