import { registry } from '@club/schema/browser';
import type { PublicForm as PublicFormDefinition } from '@club/schema';
import { Alert, Box, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Form, ResourceContextProvider, SaveButton, useTranslate, type RaRecord } from 'react-admin';
import { renderInput } from '../../inputs/renderInput';
import { localeOf, readDirection } from '../../preferences/direction';
import { resourceNameFor } from '../../resources/names';

type Sent = 'no' | 'yes';

/** Where a form's texts are: `resources.{name}.publicForm`, or `publicForms.{key}` for another form of the page. */
export const publicFormTexts = (apiName: string, formKey?: string) => (formKey ? `resources.${apiName}.publicForms.${formKey}` : `resources.${apiName}.publicForm`);

/**
 * A public page's form (an application to a job posting): the fields it lists, with their schema
 * rules, sent without signing in to POST /api/public/{resource}/{id}. The server's refusals come
 * back on their fields, or as a notice (closed, too many tries); once received, a thank-you.
 */
export const PublicForm = ({ apiName, record, form, formKey, pathValues = {} }: { apiName: string; record: RaRecord; form: PublicFormDefinition; formKey?: string; pathValues?: Record<string, string | undefined> }) => {
  const translate = useTranslate();
  const [sent, setSent] = useState<Sent>('no');
  const [notice, setNotice] = useState<string>();
  const headingId = useId();
  const child = registry.get(form.resource)!;
  const open = Object.entries(form.openWhen ?? {}).every(([field, values]) => values.includes(record[field] as string));
  const texts = publicFormTexts(apiName, formKey);
  const asked = form.fields.filter((name) => !form.fromPath?.includes(name));
  // The page's own words for a refused sending (SPEC §8 "Failed to submit answers"), before the server's reason.
  const submitFailed = translate(`${texts}.submitFailed`, { _: '' });
  if (!open) return <Alert severity="info" sx={{ mt: 3 }}>{translate(`${texts}.closed`)}</Alert>;
  if (sent === 'yes') return <Alert severity="success" role="status" sx={{ mt: 3 }}>{translate(`${texts}.sent`)}</Alert>;
  const submit = async (values: Record<string, unknown>) => {
    setNotice(undefined);
    // The fields the page's address carries (the visitor's phone) are sent as it gives them.
    const fromPath = Object.fromEntries((form.fromPath ?? []).map((name) => [name, pathValues[name]]));
    const body = { ...Object.fromEntries(asked.filter((name) => values[name] !== undefined && values[name] !== '').map((name) => [name, values[name]])), ...fromPath };
    try {
      const path = `/api/public/${encodeURIComponent(apiName)}/${encodeURIComponent(String(record.id))}${formKey ? `/forms/${encodeURIComponent(formKey)}` : ''}`;
      const response = await fetch(path, {
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
      else setNotice([submitFailed, answer.message ?? (submitFailed ? undefined : translate('app.publicPage.failed'))].filter(Boolean).join(': '));
      // Refusals that name a field of the form are shown on it.
      return Object.fromEntries(Object.entries(answer.errors ?? {}).filter(([name]) => asked.includes(name)));
    } catch {
      setNotice(submitFailed || translate('app.publicPage.failed'));
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
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>{asked.map((name) => renderInput(name, child.fields[name]!, form.resource, 'create'))}</Box>
          <SaveButton label={translate(`${texts}.submit`)} alwaysEnable />
        </Form>
      </ResourceContextProvider>
    </Box>
  );
};
