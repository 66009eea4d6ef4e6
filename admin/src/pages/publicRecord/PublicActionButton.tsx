import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { localeOf, readDirection } from '../../preferences/direction';

/**
 * A button of a public page (a visitor confirming attendance): POST
 * /api/public/{resource}/{id}/{action}, without a token. The page shows the record the server
 * answers; a refusal is said as the server words it.
 */
export const PublicActionButton = ({ apiName, name, record, onDone }: { apiName: string; name: string; record: RaRecord; onDone: (record: RaRecord) => void }) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string }>();
  const texts = `resources.${apiName}.publicActions.${name}`;
  const press = async () => {
    setBusy(true);
    setNotice(undefined);
    try {
      const response = await fetch(`/api/public/${encodeURIComponent(apiName)}/${encodeURIComponent(String(record.id))}/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': localeOf(readDirection()) },
        body: '{}',
      });
      const answer = (await response.json().catch(() => ({}))) as RaRecord & { message?: string };
      if (response.ok) {
        setNotice({ severity: 'success', text: translate(`${texts}.done`) });
        onDone(answer);
      } else {
        setNotice({ severity: 'error', text: response.status === 429 ? translate('app.publicPage.throttled') : (answer.message ?? translate('app.publicPage.failed')) });
      }
    } catch {
      setNotice({ severity: 'error', text: translate('app.publicPage.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 2 }}>
          {notice.text}
        </Alert>
      )}
      {notice?.severity !== 'success' && (
        <Button variant="contained" onClick={() => void press()} disabled={busy} aria-busy={busy} sx={{ mt: 2 }} className={`public-action-${name}`}>
          {translate(`${texts}.label`)}
        </Button>
      )}
    </>
  );
};
