import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { fetchBytes, saveBytes } from '../files/fileTransfer';
import { documentPath, useDocument } from './useDocument';

/** Downloads the record's document as the server draws it, in the screen's language, named by its title and number. */
export const DownloadPdfButton = ({ apiName }: { apiName: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const { data } = useDocument(apiName, record);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const download = async () => {
    setBusy(true);
    try {
      saveBytes(await fetchBytes(`${documentPath(apiName, record.id)}.pdf`), data?.fileName ?? 'document.pdf');
    } catch {
      notify('app.documents.unavailable', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={translate('app.documents.downloadPdf')} onClick={() => void download()} disabled={busy} className="download-pdf">
      <PictureAsPdfIcon />
    </Button>
  );
};
