import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { SAVED_VIEWS, savedViewsText } from './texts';
import { useRoleNames } from './useRoleNames';

/** What the dialog asks: the view's name, who else sees it (a role, or nobody), whether it is pinned. */
export interface ViewNaming {
  name: string;
  sharedWithRoleId: string | null;
  pinned: boolean;
}

const ONLY_ME = '';

/**
 * Names a new view, or renames and shares one: a small form in a dialog. `save` answers the
 * server's refusal of a field (a name already used), shown under that field; the dialog closes once saved.
 */
export const SaveViewDialog = ({ title, initial, save, onClose }: { title: string; initial: ViewNaming; save: (naming: ViewNaming) => Promise<Record<string, string> | undefined>; onClose: () => void }) => {
  const translate = useTranslate();
  const roles = useRoleNames();
  const titleId = useId();
  const [naming, setNaming] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const refused = await save({ ...naming, name: naming.name.trim() });
    setSaving(false);
    if (refused) setErrors(refused);
    else onClose();
  };
  const field = (name: string) => translate(`resources.${SAVED_VIEWS}.fields.${name}`);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            label={field('name')}
            value={naming.name}
            onChange={(event) => setNaming({ ...naming, name: event.target.value })}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 80 } }}
            error={Boolean(errors.name)}
            helperText={errors.name}
            name="name"
          />
          <TextField
            select
            label={savedViewsText(translate, 'whoSees')}
            value={naming.sharedWithRoleId ?? ONLY_ME}
            onChange={(event) => setNaming({ ...naming, sharedWithRoleId: event.target.value || null })}
            error={Boolean(errors.sharedWithRoleId)}
            helperText={errors.sharedWithRoleId}
            name="sharedWithRoleId"
            // "Only me" is a choice like the roles: shown, not an empty box.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value={ONLY_ME}>{savedViewsText(translate, 'mine')}</MenuItem>
            {roles.map((role) => (
              <MenuItem key={role.id} value={role.id}>
                {savedViewsText(translate, 'sharedWith', { role: role.name })}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel control={<Checkbox checked={naming.pinned} onChange={(event) => setNaming({ ...naming, pinned: event.target.checked })} name="pinned" />} label={savedViewsText(translate, 'pinField')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || naming.name.trim() === ''}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
