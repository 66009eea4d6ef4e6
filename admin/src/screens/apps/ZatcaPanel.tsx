import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { ConfirmPasswordDialog } from './ConfirmPasswordDialog';
import { zatcaApi, type ZatcaSettings, type ZatcaView } from './zatcaApi';

const QUERY_KEY = ['zatca'];
const ENVIRONMENTS = ['sandbox', 'simulation', 'production'] as const;
const ADDRESS_FIELDS = ['street', 'buildingNumber', 'district', 'city', 'postalCode'] as const;

const settingsOf = ({ onboarding: _onboarding, keys: _keys, ...settings }: ZatcaView): ZatcaSettings => settings;

/**
 * ZATCA e-invoicing (phase 2) on the apps page: where onboarding stands, the seller's details
 * ZATCA asks for, onboarding with the Fatoora portal's one-time password, and the switch to
 * phase 2 once onboarded. Every change asks for the user's password.
 */
export const ZatcaPanel = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const t = (key: string, options?: object) => translate(`screens.apps.zatca.${key}`, options);
  const { data } = useQuery({ queryKey: QUERY_KEY, queryFn: zatcaApi.get });
  const [values, setValues] = useState<ZatcaSettings>();
  const [otp, setOtp] = useState('');
  const [confirming, setConfirming] = useState<'save' | 'onboard'>();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [confirmError, setConfirmError] = useState<{ password?: string; problem?: string }>({});
  if (!data) return null;
  const form = values ?? settingsOf(data);
  const set = (change: Partial<ZatcaSettings>) => setValues({ ...form, ...change });

  const run = async (password: string) => {
    setBusy(true);
    setProblem('');
    try {
      const next = confirming === 'onboard' ? await zatcaApi.onboard(otp, password) : await zatcaApi.save(form, password);
      queryClient.setQueryData(QUERY_KEY, next);
      setValues(undefined);
      setOtp('');
      setErrors({});
      notify(t(confirming === 'onboard' ? 'onboarded' : 'saved'), { type: 'success' });
      setConfirming(undefined);
    } catch (error) {
      const { currentPassword, ...fields } = error instanceof HttpError ? ((error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) : {};
      if (currentPassword || (error instanceof HttpError && error.status === 429)) {
        setConfirmError(currentPassword ? { password: currentPassword } : { problem: (error as Error).message });
        return;
      }
      setConfirming(undefined);
      setErrors(fields);
      setProblem(Object.keys(fields).length === 0 && error instanceof Error ? error.message : '');
    } finally {
      setBusy(false);
    }
  };
  const ask = (what: 'save' | 'onboard') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirmError({});
    setConfirming(what);
  };

  return (
    <Paper component="section" aria-labelledby="zatca-title" variant="outlined" sx={{ p: 2, mt: 3 }} className="zatca-panel">
      <Typography id="zatca-title" variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Alert severity={data.onboarding === 'production' ? 'success' : 'info'} role="status" sx={{ mb: 2 }}>
        {t(`onboarding.${data.onboarding}`)} {t(data.phaseTwo ? 'phaseTwoOn' : 'phaseTwoOff')}
      </Alert>
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={ask('save')}>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <TextField select label={t('fields.environment')} value={form.environment} disabled={!canEdit} onChange={(event) => set({ environment: event.target.value as ZatcaSettings['environment'] })} error={Boolean(errors.environment)} helperText={errors.environment}>
            {ENVIRONMENTS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`environments.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {(['crn', 'unitName', 'branchName', 'industry'] as const).map((name) => (
            <TextField key={name} label={t(`fields.${name}`)} value={form[name]} disabled={!canEdit} onChange={(event) => set({ [name]: event.target.value })} error={Boolean(errors[name])} helperText={errors[name]} />
          ))}
          {ADDRESS_FIELDS.map((name) => (
            <TextField
              key={name}
              label={t(`fields.${name}`)}
              value={form.address[name]}
              disabled={!canEdit}
              onChange={(event) => set({ address: { ...form.address, [name]: event.target.value } })}
              error={Boolean(errors[`address.${name}`])}
              helperText={errors[`address.${name}`]}
            />
          ))}
          <FormControlLabel control={<Switch checked={form.phaseTwo} disabled={!canEdit} onChange={(event) => set({ phaseTwo: event.target.checked })} />} label={t('fields.phaseTwo')} />
          {errors.phaseTwo ? <Typography color="error">{errors.phaseTwo}</Typography> : null}
          {canEdit ? (
            <Box>
              <Button type="submit" variant="contained">
                {t('save')}
              </Button>
            </Box>
          ) : null}
        </Stack>
      </Box>
      {canEdit ? (
        <Stack component="form" noValidate onSubmit={ask('onboard')} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, maxWidth: 560 }}>
          <TextField label={t('fields.otp')} value={otp} onChange={(event) => setOtp(event.target.value)} error={Boolean(errors.otp)} helperText={errors.otp ?? t(data.onboarding === 'compliance' ? 'resumeHelp' : 'otpHelp')} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} />
          <Box>
            <Button type="submit" variant="outlined">
              {t('onboard')}
            </Button>
          </Box>
        </Stack>
      ) : null}
      {confirming ? (
        <ConfirmPasswordDialog
          confirmLabel={t(confirming === 'onboard' ? 'onboard' : 'save')}
          text={t('confirmText')}
          busy={busy}
          error={confirmError.password}
          problem={confirmError.problem}
          onConfirm={(password) => void run(password)}
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
    </Paper>
  );
};
