import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { authStorage } from '../../auth/authStorage';
import { userCan } from '../../auth/canAccess';
import { fetchBytes, saveBytes } from '../../files/fileTransfer';

const RUNS = 'payrollRuns';

/**
 * A locked run's WPS salary file for the bank (GET /api/payrollRuns/{id}/wps), for holders of the
 * salaries grant: downloaded as the server writes it, or the server's reason it cannot be (the
 * establishment's ids not set, an employee without an IBAN).
 */
const SalaryFile = () => {
  const run = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!run || run.status !== 'locked' || !userCan(authStorage.read().user, 'salaries', 'show')) return null;
  const t = (key: string) => translate(`resources.${RUNS}.texts.${key}`);
  const download = async () => {
    setBusy(true);
    try {
      saveBytes(await fetchBytes(`/api/${RUNS}/${encodeURIComponent(String(run.id))}/wps`), `WPS ${String(run.number)}.csv`);
      notify(t('wpsDownloaded'), { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : t('wpsNotLocked'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="salary-file-heading" sx={{ p: 2 }} className="salary-file no-print">
      <Divider sx={{ mb: 2 }} />
      <Typography id="salary-file-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('wps')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('wpsHelp')}
      </Typography>
      <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {t('wpsDownload')}
      </Button>
    </Box>
  );
};

export default SalaryFile;
