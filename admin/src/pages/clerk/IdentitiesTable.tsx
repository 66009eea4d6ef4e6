import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { LinkedIdentity } from './clerkApi';
import { visuallyHidden } from '../../views/visuallyHidden';
import { useFormats } from '../../i18n/useFormats';

export interface IdentitiesTableProps {
  caption: string;
  empty: string;
  rows: LinkedIdentity[];
  /** Pending requests: who asks, and the approve button; the user's own: the unlink button. */
  kind: 'own' | 'pending';
  actionLabel: string;
  onAction: (identity: LinkedIdentity) => void;
  busyId?: string;
}



/** Linked identities (or requests waiting for approval) as a captioned table, one action per row. */
export const IdentitiesTable = ({ caption, empty, rows, kind, actionLabel, onAction, busyId }: IdentitiesTableProps) => {
  const translate = useTranslate();
  const when = useFormats();
  const m = (key: string) => translate(`app.clerk.management.${key}`);
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          {kind === 'pending' ? <TableCell>{m('person')}</TableCell> : null}
          <TableCell>{m('email')}</TableCell>
          <TableCell>{kind === 'pending' ? m('requestedAt') : m('linkedAt')}</TableCell>
          {kind === 'own' ? <TableCell>{m('lastUsed')}</TableCell> : null}
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              {actionLabel}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((identity) => (
          <TableRow key={identity.id}>
            {kind === 'pending' ? <TableCell>{identity.userName}</TableCell> : null}
            <TableCell>
              <span dir="ltr">{identity.email ?? '—'}</span>{' '}
              <Chip size="small" variant="outlined" color={identity.emailVerified ? 'success' : 'default'} label={identity.emailVerified ? m('verified') : m('notVerified')} />
            </TableCell>
            <TableCell>{when.dateTime(identity.createdAt)}</TableCell>
            {kind === 'own' ? <TableCell>{identity.lastUsedAt ? when.dateTime(identity.lastUsedAt) : m('never')}</TableCell> : null}
            <TableCell align="right">
              <Button
                size="small"
                color={kind === 'own' ? 'error' : 'primary'}
                variant={kind === 'own' ? 'text' : 'contained'}
                disabled={busyId === identity.id}
                onClick={() => onAction(identity)}
                aria-label={`${actionLabel}: ${identity.userName ?? identity.email ?? ''}`}
              >
                {actionLabel}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
