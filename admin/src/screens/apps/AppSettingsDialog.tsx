import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { appsApi, type AppView } from './appsApi';
import { ConfirmPasswordDialog } from './ConfirmPasswordDialog';
import { SettingInput } from './SettingInput';
import { useFormats } from '../../i18n/useFormats';

export interface AppSettingsDialogProps {
  app: AppView;
  canEdit: boolean;
  onClose: () => void;
  /** The app as the server answered after a save, a reset or a test. */
  onChanged: (app: AppView) => void;
}

const initialValues = (app: AppView) => Object.fromEntries(app.fields.map((field) => [field.name, field.kind === 'secret' ? '' : (field.value ?? (field.kind === 'boolean' ? false : ''))]));

/** An app's settings form: saved here (editable apps), or shown as the environment set them; and its test. */
export const AppSettingsDialog = ({ app, canEdit, onClose, onChanged }: AppSettingsDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const when = useFormats();
  const [values, setValues] = useState<Record<string, unknown>>(() => initialValues(app));
  const [removed, setRemoved] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState<'save' | 'test' | 'reset'>();
  // A save or a reset waiting for the user's password (the server asks for it), and its answer.
  const [confirming, setConfirming] = useState<'save' | 'reset'>();
  const [confirmError, setConfirmError] = useState<{ password?: string; problem?: string }>({});
  const t = (key: string, options?: object) => translate(`screens.apps.${key}`, options);
  const name = t(`names.${app.key}`);
  const editable = app.editable && canEdit;
  const titleId = `app-settings-${app.key}`;

  const messageOf = (error: unknown) => (error instanceof Error ? translate(error.message, { _: error.message }) : String(error));

  const run = async (kind: 'save' | 'test' | 'reset', work: () => Promise<AppView>, done?: string) => {
    setBusy(kind);
    setProblem('');
    try {
      const next = await work();
      setErrors({});
      setConfirming(undefined);
      onChanged(next);
      if (kind !== 'test') {
        setValues(initialValues(next));
        setRemoved({});
      }
      if (done) notify(done, { type: 'success' });
    } catch (error) {
      const { currentPassword, ...fields } = error instanceof HttpError ? ((error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) : {};
      // The password was wrong (or the user must wait): the question stays open with the answer.
      if (kind !== 'test' && (currentPassword || (error instanceof HttpError && error.status === 429))) {
        setConfirmError(currentPassword ? { password: currentPassword } : { problem: messageOf(error) });
        return;
      }
      setConfirming(undefined);
      setErrors(fields);
      setProblem(Object.keys(fields).length === 0 ? messageOf(error) : '');
    } finally {
      setBusy(undefined);
    }
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirmError({});
    setConfirming('save');
  };

  const confirm = (password: string) => {
    setConfirmError({});
    if (confirming === 'reset') {
      void run('reset', () => appsApi.reset(app.key, password), t('resetDone', { name }));
      return;
    }
    const settings = Object.fromEntries(app.fields.map((field) => [field.name, field.kind === 'secret' && removed[field.name] ? null : values[field.name]]));
    void run('save', () => appsApi.save(app.key, settings, password), t('saved', { name }));
  };

  const needsPhone = app.key === 'sms';
  const offersRecipient = app.key === 'sms' || app.key === 'smtp';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Stack component="form" noValidate onSubmit={save}>
        <DialogTitle id={titleId}>{t('settingsOf', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {app.source === 'saved' && app.updatedAt
                ? t('fromSaved', { name: app.updatedBy ?? '—', date: when.dateTime(app.updatedAt) })
                : app.source === 'environment'
                  ? t('fromEnvironment')
                  : t('notSetUp')}
            </Typography>
            {!app.editable ? <Alert severity="info">{t('readOnly')}</Alert> : null}
            {app.lastCheck ? (
              <Alert severity={app.lastCheck.ok ? 'success' : 'error'} role="status">
                {t('lastCheck', { date: when.dateTime(app.lastCheck.at), message: app.lastCheck.message })}
              </Alert>
            ) : null}
            {problem ? (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            ) : null}
            {app.fields.map((setting) => (
              <SettingInput
                key={setting.name}
                setting={setting}
                value={values[setting.name]}
                remove={removed[setting.name] === true}
                onChange={(value) => {
                  setValues((current) => ({ ...current, [setting.name]: value }));
                  // A field typed again no longer says what was wrong with its former value.
                  setErrors(({ [setting.name]: _fixed, ...others }) => others);
                }}
                onRemove={(remove) => setRemoved((current) => ({ ...current, [setting.name]: remove }))}
                error={errors[setting.name]}
                disabled={!editable || busy !== undefined}
              />
            ))}
            {canEdit && app.source ? (
              <>
                <Divider />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                  {offersRecipient ? (
                    <TextField
                      name="to"
                      label={needsPhone ? t('testPhone') : t('testTo')}
                      value={to}
                      onChange={(event) => setTo(event.target.value)}
                      error={Boolean(errors.to)}
                      helperText={errors.to}
                      required={needsPhone}
                      size="small"
                      fullWidth
                      type={needsPhone ? 'tel' : 'email'}
                      slotProps={{ htmlInput: { dir: 'ltr' } }}
                    />
                  ) : null}
                  <Button variant="outlined" onClick={() => void run('test', () => appsApi.test(app.key, to.trim()))} disabled={busy !== undefined} sx={{ flexShrink: 0 }}>
                    {t('test')}
                  </Button>
                </Stack>
              </>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {editable && app.source === 'saved' ? (
            <Button
              color="warning"
              onClick={() => {
                setConfirmError({});
                setConfirming('reset');
              }}
              disabled={busy !== undefined}
              sx={{ marginInlineEnd: 'auto' }}
            >
              {t('reset')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('close')}</Button>
          {editable ? (
            <Button type="submit" variant="contained" disabled={busy !== undefined}>
              {t('save')}
            </Button>
          ) : null}
        </DialogActions>
      </Stack>
      {confirming ? (
        <ConfirmPasswordDialog
          confirmLabel={confirming === 'reset' ? t('reset') : t('save')}
          busy={busy !== undefined}
          error={confirmError.password}
          problem={confirmError.problem}
          onConfirm={confirm}
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
    </Dialog>
  );
};
