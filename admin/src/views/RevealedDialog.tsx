import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useRecordContext, useTranslate } from 'react-admin';
import { forgetRevealed, useRevealed } from '../data/revealedOnce';

/**
 * What the server showed once for this record (a new API key's secret): a dialog over its page
 * with each value to copy, until the person says they have it; then it is gone for good. A value's
 * label is `resources.{name}.texts.{key}`. The value reads left to right in Arabic too.
 */
export const RevealedDialog = ({ apiName }: { apiName: string }) => {
  const record = useRecordContext();
  const revealed = useRevealed(apiName, record?.id);
  const translate = useTranslate();
  const titleId = useId();
  const onceId = useId();
  const [copied, setCopied] = useState<string>();
  if (!record || !revealed) return null;
  const copy = async (key: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(key);
    } catch {
      // No clipboard (an insecure origin): the value stays selectable to copy by hand.
      setCopied(undefined);
    }
  };
  const close = () => {
    setCopied(undefined);
    forgetRevealed(apiName, record.id);
  };
  return (
    // Closed only by its button: a click beside it must not lose the secret.
    <Dialog open aria-labelledby={titleId} aria-describedby={onceId} fullWidth maxWidth="sm" className="revealed-dialog">
      <DialogTitle id={titleId}>{translate('app.revealed.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" id={onceId} sx={{ mb: 2 }}>
          {translate('app.revealed.once')}
        </Alert>
        {Object.entries(revealed).map(([key, value]) => (
          <Stack key={key} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={translate(`resources.${apiName}.texts.${key}`, { _: key })}
              value={value}
              fullWidth
              // Whole, on as many lines as the screen needs (a phone's too), to read or select by hand.
              multiline
              slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', spellCheck: false, className: `revealed-${key}`, onFocus: (event: { target: HTMLTextAreaElement }) => event.target.select() } }}
              sx={{ '& textarea': { fontFamily: 'monospace', wordBreak: 'break-all' } }}
            />
            <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy(key, value)} className={`revealed-copy-${key}`} aria-live="polite">
              {translate(copied === key ? 'app.revealed.copied' : 'app.revealed.copy')}
            </Button>
          </Stack>
        ))}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} className="revealed-done">
          {translate('app.revealed.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
