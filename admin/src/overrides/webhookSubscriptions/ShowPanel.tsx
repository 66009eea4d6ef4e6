import { Box, Button, Divider, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useState } from 'react';
import { useCanAccess, useLocale, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatsOf } from '../../i18n/formats';
import { refusalOf, runRecordAction } from '../../views/RecordActionButton';
import { ConfirmNewSecret } from './parts/ConfirmNewSecret';
import { WEBHOOKS, webhooksText } from '../../webhooks/texts';

/**
 * The webhook's signing secret (issue 50): whether it has one and since when, and a button that
 * makes a new one, shown once in the page's dialog of what the server reveals once. The delivery log is below, among the related records.
 */
const WebhookSecret = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const formats = formatsOf(useLocale());
  const { canAccess } = useCanAccess({ resource: WEBHOOKS, action: 'edit' });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const make = async () => {
    setBusy(true);
    try {
      // Its answer's `revealed.secret` is kept for the page's dialog of what is shown once (RevealedDialog), as an API key's.
      await runRecordAction(WEBHOOKS, record.id, 'new-secret', {});
      setAsking(false);
      refresh();
    } catch (error) {
      notify(refusalOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="webhook-secret-heading" sx={{ p: 2 }} className="webhook-secret-panel">
      <Divider sx={{ mb: 2 }} />
      <Typography id="webhook-secret-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {webhooksText(translate, 'secretTitle')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {record.secretSetAt ? webhooksText(translate, 'secretSet', { date: formats.dateTime(record.secretSetAt) }) : webhooksText(translate, 'noSecret')}
      </Typography>
      {canAccess && (
        <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => setAsking(true)} className="new-secret">
          {webhooksText(translate, 'newSecret')}
        </Button>
      )}
      <ConfirmNewSecret open={asking} busy={busy} onClose={() => setAsking(false)} onConfirm={() => void make()} />
    </Box>
  );
};

export default WebhookSecret;
