import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import { useState } from 'react';
import { Button } from 'react-admin';
import { InviteDialog } from './InviteDialog';

/** "Invite user" in the users list's top toolbar; opens the invite dialog. */
export const InviteButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="app.invite.button" onClick={() => setOpen(true)} className="users-invite">
        <PersonAddAlt />
      </Button>
      {open ? <InviteDialog open onClose={() => setOpen(false)} /> : null}
    </>
  );
};
