import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { AuthUser } from '../../auth/types';
import { useFormats } from '../../i18n/useFormats';
import { messageOf, type AccountChanges } from './accountApi';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  notificationDigestOf,
  notificationSettingsOf,
  requiredNotificationOf,
  withNotificationSettings,
  type NotificationChannel,
  type NotificationTopic,
} from './notificationSettings';
import { useRequiredNotifications } from './useRequiredNotifications';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * One switch per topic and channel, and the daily digest, saved together into the user's
 * preferences. What the club requires is on and locked, its reason read with the switch.
 */
export const NotificationsForm = ({ user, save }: { user: AuthUser; save: (changes: AccountChanges) => Promise<AuthUser> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const formats = useFormats();
  const required = useRequiredNotifications();
  const requiredId = useId();
  const [settings, setSettings] = useState(() => notificationSettingsOf(user.preferences));
  const [digest, setDigest] = useState(() => notificationDigestOf(user.preferences));
  const [saving, setSaving] = useState(false);

  const set = (topic: NotificationTopic, channel: NotificationChannel, on: boolean) =>
    setSettings({ ...settings, [topic]: { ...settings[topic], [channel]: on } });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    try {
      await save({ preferences: withNotificationSettings(user.preferences, settings, digest) });
      notify('app.settings.notifications.saved', { type: 'success' });
    } catch (error) {
      notify(messageOf(error) ?? 'app.errors.somethingWentWrong', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={2}>
      <span id={requiredId} hidden>
        {translate('app.settings.notifications.required')}
      </span>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.settings.notifications.topic')}</TableCell>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <TableCell key={channel} align="center" sx={{ px: { xs: 0.5, sm: 2 } }}>
                  {translate(`app.settings.notifications.channels.${channel}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {NOTIFICATION_TOPICS.map((topic) => (
              <TableRow key={topic}>
                <TableCell component="th" scope="row">
                  {translate(`app.settings.notifications.topics.${topic}`)}
                </TableCell>
                {NOTIFICATION_CHANNELS.map((channel) => {
                  const locked = required.has(requiredNotificationOf(topic, channel));
                  return (
                    <TableCell key={channel} align="center" sx={{ px: { xs: 0.5, sm: 2 } }}>
                      <Switch
                        size="small"
                        name={`${topic}.${channel}`}
                        checked={locked || settings[topic][channel]}
                        disabled={locked}
                        title={locked ? translate('app.settings.notifications.required') : undefined}
                        onChange={(event) => set(topic, channel, event.target.checked)}
                        slotProps={{
                          input: {
                            'aria-label': `${translate(`app.settings.notifications.topics.${topic}`)}: ${translate(`app.settings.notifications.channels.${channel}`)}`,
                            'aria-describedby': locked ? requiredId : undefined,
                          },
                        }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack spacing={1}>
        <FormControlLabel
          control={<Switch name="digest.enabled" checked={digest.enabled} onChange={(event) => setDigest({ ...digest, enabled: event.target.checked })} />}
          label={translate('app.settings.notifications.digest')}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('app.settings.notifications.digestHelp')}
        </Typography>
        <TextField
          select
          name="digest.hour"
          label={translate('app.settings.notifications.digestHour')}
          value={digest.hour}
          disabled={!digest.enabled}
          onChange={(event) => setDigest({ ...digest, hour: Number(event.target.value) })}
          sx={{ maxWidth: 240 }}
        >
          {HOURS.map((hour) => (
            <MenuItem key={hour} value={hour}>
              {`${formats.number(hour, { minimumIntegerDigits: 2 })}:${formats.number(0, { minimumIntegerDigits: 2 })}`}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <div>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate('app.settings.notifications.save')}
        </Button>
      </div>
    </Stack>
  );
};
