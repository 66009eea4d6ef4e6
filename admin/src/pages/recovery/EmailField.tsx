import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

/** The account's email; addresses are Latin, so the text stays left-to-right in Arabic too. */
export const EmailField = ({ value, onChange, error, autoFocus }: { value: string; onChange: (value: string) => void; error?: string; autoFocus?: boolean }) => {
  const translate = useTranslate();
  return (
    <TextField
      name="email"
      type="email"
      label={translate('app.recovery.email')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      autoComplete="email"
      autoFocus={autoFocus}
      fullWidth
      slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
    />
  );
};
