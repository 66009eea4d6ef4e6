import EmailIcon from '@mui/icons-material/Email';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { httpClient } from '../data/httpClient';
import { documentPath, useDocument } from './useDocument';

/**
 * Sends the record's document to the address the record holds for it (an invoice's customer
 * email), its PDF attached, after the person confirms who gets what; offered only while the
 * record holds an address.
 */
export const EmailDocumentButton = ({ apiName, sendTo }: { apiName: string; sendTo: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const { data: model } = useDocument(apiName, record);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const email = record?.[sendTo];
  if (!record || typeof email !== 'string' || !email) return null;
  const document = model ? `${model.title[model.locale]}${model.number ? ` ${model.number.value}` : ''}` : '';
  const send = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient(`${documentPath(apiName, record.id)}/email`, { method: 'POST', body: '{}' });
      notify('app.documents.emailSent', { type: 'success', messageArgs: { document: json.document, email: json.recipient } });
    } catch (error) {
      notify((error as Error).message || 'app.documents.unavailable', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button label={translate('app.documents.email')} onClick={() => setAsking(true)} disabled={busy} className="email-document">
        <EmailIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate('app.documents.email')}
        content={translate('app.documents.emailConfirm', { document, email })}
        confirm={translate('app.documents.email')}
        onConfirm={() => void send()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
