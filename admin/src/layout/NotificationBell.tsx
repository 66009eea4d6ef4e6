import { notificationRecipients } from '@club/schema/resources/notificationRecipients';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useCanAccess, useGetIdentity, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { enumValueKey } from '../i18n/keys';
import { useFormats } from '../i18n/useFormats';
import { resourceNameFor } from '../resources/names';
import { httpClient } from '../data/httpClient';
import { useFallbackPoll } from '../live/useLiveConnected';

const NOTICES = resourceNameFor(notificationRecipients.name);
const SHOWN = 10;
/** How often the count is asked for again while the live stream is down (it tells each new notice when up). */
const REFRESH_MS = 60_000;

/**
 * The app bar's bell: the signed-in user's unread in-app notifications (a task given to them, a
 * request waiting for their decision, a reminder), counted on the badge, each with when it came;
 * choosing one opens its record and marks it read.
 */
export const NotificationBell = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const menuId = useId();
  const formats = useFormats();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ resource: NOTICES, action: 'list' });
  const refetchInterval = useFallbackPoll(REFRESH_MS);
  const { data = [], total = 0, refetch } = useGetList(
    NOTICES,
    { filter: { userId: identity?.id, readAt: null }, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 50 } },
    { enabled: Boolean(canAccess && identity?.id), refetchInterval },
  );
  if (!canAccess || !identity) return null;
  const label = translate('app.bell.label', { smart_count: total });
  const read = (notice: RaRecord) => httpClient(`/api/${notificationRecipients.name}/${encodeURIComponent(String(notice.id))}/read`, { method: 'POST', body: '{}' });
  const open = async (notice: RaRecord) => {
    setAnchor(null);
    navigate(String(notice.link));
    await read(notice);
    void refetch();
  };
  const readAll = async () => {
    setAnchor(null);
    await Promise.all(data.map(read));
    void refetch();
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)} className="notification-bell">
          <Badge badgeContent={total} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {/* A menu holds menu items only: its name is the list's label. */}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { width: 360, maxWidth: '100%' } }, list: { 'aria-label': translate('app.bell.title') } }}>
        {data.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={translate('app.bell.empty')} />
          </MenuItem>
        )}
        {data.slice(0, SHOWN).map((notice) => (
          <MenuItem key={notice.id} onClick={() => void open(notice)} className="notification-item" sx={{ whiteSpace: 'normal' }}>
            <ListItemText
              primary={<bdi>{String(notice.title)}</bdi>}
              secondary={`${translate(enumValueKey(notificationRecipients.name, 'kind', String(notice.kind)))} · ${translate(`resources.${notice.resource}.name`, { smart_count: 1, _: String(notice.resource) })}${notice.body ? ` · ${notice.body}` : ''} · ${formats.dateTime(notice.createdAt)}`}
            />
          </MenuItem>
        ))}
        <Divider />
        {data.length > 0 && <MenuItem onClick={() => void readAll()}>{translate('app.bell.markAllRead')}</MenuItem>}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate(`/${NOTICES}`);
          }}
        >
          {translate('app.bell.viewAll')}
        </MenuItem>
      </Menu>
    </>
  );
};
