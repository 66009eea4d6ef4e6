import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { InviteRowErrors, InviteRowValues } from './InviteForm';
import type { RoleChoice } from './InviteRoles';

export interface InviteRowProps {
  index: number;
  row: InviteRowValues;
  errors: InviteRowErrors;
  roles: RoleChoice[];
  onChange: (row: InviteRowValues) => void;
  /** Absent for the only row: one invitation always remains. */
  onRemove?: () => void;
}

/** One invitation: email, role, optional description (SPEC §2's invite dialog). */
export const InviteRow = ({ index, row, errors, roles, onChange, onRemove }: InviteRowProps) => {
  const translate = useTranslate();
  return (
    <Box className="invite-row" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr auto' }, gap: 1.5, alignItems: 'start' }}>
      <TextField
        name={`invitations.${index}.email`}
        type="email"
        label={translate('app.invite.email')}
        value={row.email}
        onChange={(event) => onChange({ ...row, email: event.target.value })}
        error={Boolean(errors.email)}
        helperText={errors.email}
        autoFocus={index === 0}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
      />
      <TextField
        select
        name={`invitations.${index}.roleId`}
        label={translate('app.invite.role')}
        value={row.roleId}
        onChange={(event) => onChange({ ...row, roleId: event.target.value })}
        error={Boolean(errors.roleId)}
        helperText={errors.roleId}
        fullWidth
        size="small"
      >
        {roles.map((role) => (
          <MenuItem key={role.id} value={role.id}>
            {role.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ pt: 0.5, minWidth: 40 }}>
        {onRemove ? (
          <IconButton aria-label={translate('app.invite.remove')} title={translate('app.invite.remove')} onClick={onRemove} size="small">
            <DeleteOutline />
          </IconButton>
        ) : null}
      </Box>
      <TextField
        name={`invitations.${index}.description`}
        label={translate('app.invite.description')}
        value={row.description}
        onChange={(event) => onChange({ ...row, description: event.target.value })}
        error={Boolean(errors.description)}
        helperText={errors.description}
        fullWidth
        size="small"
        multiline
        maxRows={3}
        sx={{ gridColumn: { sm: '1 / 3' } }}
        slotProps={{ htmlInput: { dir: 'auto', maxLength: 1000 } }}
      />
    </Box>
  );
};
