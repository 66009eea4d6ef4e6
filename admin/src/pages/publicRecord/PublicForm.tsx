import { registry } from '@club/schema/browser';
import type { PublicForm as PublicFormDefinition } from '@club/schema';
import { Alert, Box, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Form, ResourceContextProvider, SaveButton, useTranslate, type RaRecord } from 'react-admin';
import { renderInput } from '../../inputs/renderInput';
import { localeOf, readDirection } from '../../preferences/direction';
import { resourceNameFor } from '../../resources/names';

type Sent = 'no' | 'yes';

/**
 * A public page's form (an application to a job posting): the fields it lists, with their schema
 * rules, sent without signing in to POST /api/public/{resource}/{id}. The server's refusals come
 * back on their fields, or as a notice (closed, too many tries); once received, a thank-you.
 */
export const PublicForm = ({ apiName, record, form }: { apiName: string; record: RaRecord; form: PublicFormDefinition }) => {
  const translate = useTranslate();
  const [sent, setSent] = useState<Sent>('no');
  const [notice, setNotice] = useState<string>();
  const headingId = useId();
  const child = registry.get(form.resource)!;
  const open = Object.entries(form.openWhen ?? {}).every(([field, values]) => values.includes(record[field] as string));
  const texts = `resources.${apiName}.publicForm`;
  if (!open) return <Alert severity="info" sx={{ mt: 3 }}>{translate(`${texts}.closed`)}</Alert>;
  if (sent === 'yes') return <Alert severity="success" role="status" sx={{ mt: 3 }}>{translate(`${texts}.sent`)}</Alert>;
  const submit = async (values: Record<string, unknown>) => {
    setNotice(undefined);
    const body = Object.fromEntries(form.fields.filter((name) => values[name] !== undefined && values[name] !== '').map((name) => [name, values[name]]));
    try {
      const response = await fetch(`/api/public/${encodeURIComponent(apiName)}/${encodeURIComponent(String(record.id))}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': localeOf(readDirection()) },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        setSent('yes');
        return undefined;
      }
      const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
      if (response.status === 429) setNotice(translate('app.publicPage.throttled'));
      else setNotice(answer.message ?? translate('app.publicPage.failed'));
      // Refusals that name a field of the form are shown on it.
      return Object.fromEntries(Object.entries(answer.errors ?? {}).filter(([name]) => form.fields.includes(name)));
    } catch {
      setNotice(translate('app.publicPage.failed'));
      return undefined;
    }
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {translate(`${texts}.title`)}
      </Typography>
      {notice && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <ResourceContextProvider value={resourceNameFor(form.resource)}>
        <Form onSubmit={submit} className="public-form">
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>{form.fields.map((name) => renderInput(name, child.fields[name]!, form.resource, 'create'))}</Box>
          <SaveButton label={translate(`${texts}.submit`)} alwaysEnable />
        </Form>
      </ResourceContextProvider>
    </Box>
  );
};
