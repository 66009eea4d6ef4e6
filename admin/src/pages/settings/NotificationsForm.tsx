import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { AuthUser } from '../../auth/types';
import { messageOf, type AccountChanges } from './accountApi';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  notificationSettingsOf,
  withNotificationSettings,
  type NotificationChannel,
  type NotificationTopic,
} from './notificationSettings';

/** One switch per topic and channel, saved together into the user's preferences. */
export const NotificationsForm = ({ user, save }: { user: AuthUser; save: (changes: AccountChanges) => Promise<AuthUser> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [settings, setSettings] = useState(() => notificationSettingsOf(user.preferences));
  const [saving, setSaving] = useState(false);

  const set = (topic: NotificationTopic, channel: NotificationChannel, on: boolean) =>
    setSettings({ ...settings, [topic]: { ...settings[topic], [channel]: on } });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    try {
      await save({ preferences: withNotificationSettings(user.preferences, settings) });
      notify('app.settings.notifications.saved', { type: 'success' });
    } catch (error) {
      notify(messageOf(error) ?? 'app.errors.somethingWentWrong', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={2}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.settings.notifications.topic')}</TableCell>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <TableCell key={channel} align="center">
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
              {NOTIFICATION_CHANNELS.map((channel) => (
                <TableCell key={channel} align="center">
                  <Switch
                    name={`${topic}.${channel}`}
                    checked={settings[topic][channel]}
                    onChange={(event) => set(topic, channel, event.target.checked)}
                    slotProps={{
                      input: {
                        'aria-label': `${translate(`app.settings.notifications.topics.${topic}`)}: ${translate(`app.settings.notifications.channels.${channel}`)}`,
                      },
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate('app.settings.notifications.save')}
        </Button>
      </div>
    </Stack>
  );
};
