import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { AppSetting } from './appsApi';

export interface SettingInputProps {
  setting: AppSetting;
  value: unknown;
  /** Secrets: remove the saved one. */
  remove: boolean;
  onChange: (value: unknown) => void;
  onRemove: (remove: boolean) => void;
  error?: string;
  disabled: boolean;
}

/** One setting of an app's form, by its kind; technical values stay left-to-right on Arabic pages. */
export const SettingInput = ({ setting, value, remove, onChange, onRemove, error, disabled }: SettingInputProps) => {
  const translate = useTranslate();
  const label = translate(`screens.apps.fields.${setting.name}`);
  const env = translate('screens.apps.envVar', { name: setting.env });
  const id = `app-setting-${setting.name}`;
  if (setting.kind === 'boolean') {
    return (
      <div>
        <FormControlLabel control={<Switch checked={value === true} onChange={(event) => onChange(event.target.checked)} disabled={disabled} name={setting.name} />} label={label} />
        <FormHelperText error={Boolean(error)} sx={{ mt: 0 }}>
          {error ?? env}
        </FormHelperText>
      </div>
    );
  }
  const secret = setting.kind === 'secret';
  return (
    <div>
      <TextField
        id={id}
        name={setting.name}
        label={label}
        type={secret ? 'password' : setting.kind === 'port' ? 'number' : setting.kind === 'email' ? 'email' : setting.kind === 'url' ? 'url' : 'text'}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        required={setting.required}
        disabled={disabled || (secret && remove)}
        error={Boolean(error)}
        helperText={error ?? (secret ? `${setting.set ? translate('screens.apps.secretSet') : translate('screens.apps.secretUnset')} · ${env}` : env)}
        placeholder={secret && setting.set ? '••••••••' : undefined}
        autoComplete={secret ? 'new-password' : 'off'}
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none' } }}
      />
      {secret && setting.set && !disabled ? (
        <FormControlLabel
          control={<Checkbox checked={remove} onChange={(event) => onRemove(event.target.checked)} size="small" />}
          label={translate('screens.apps.removeSecret')}
        />
      ) : null}
    </div>
  );
};
