import { registry } from '@club/schema/browser';
import type { PublicForm as PublicFormDefinition } from '@club/schema';
import { Alert, Box, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Form, ResourceContextProvider, SaveButton, useTranslate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { renderInput } from '../../inputs/renderInput';
import { localeOf, readDirection } from '../../preferences/direction';
import { resourceNameFor } from '../../resources/names';
import { OneTimeCodeStep } from './OneTimeCodeStep';

type Sent = 'no' | 'yes';

/** Where a form's texts are: `resources.{name}.publicForm`, or `publicForms.{key}` for another form of the page. */
export const publicFormTexts = (apiName: string, formKey?: string) => (formKey ? `resources.${apiName}.publicForms.${formKey}` : `resources.${apiName}.publicForm`);

/** The server's answer to a public POST: its status, and its body as far as the page reads it. */
export interface PublicAnswer {
  ok: boolean;
  status: number;
  body: { message?: string; errors?: Record<string, string> };
}

/** POSTs a public form's body without a token, in the page's language. */
export const postPublic = async (path: string, body: Record<string, unknown>): Promise<PublicAnswer> => {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': localeOf(readDirection()) },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, status: response.status, body: (await response.json().catch(() => ({}))) as PublicAnswer['body'] };
};

/**
 * A public page's form (an application to a job posting): the fields it lists, with their schema
 * rules, sent without signing in to POST /api/public/{resource}/{id}. The server's refusals come
 * back on their fields, or as a notice (closed, too many tries); once received, a thank-you. A
 * personal link's token (`?token=` of the page's address) goes with it; a form with a one-time
 * code is sent in two steps: its fields ask for the code, then the code sends it.
 */
export const PublicForm = ({ apiName, record, form, formKey, pathValues = {} }: { apiName: string; record: RaRecord; form: PublicFormDefinition; formKey?: string; pathValues?: Record<string, string | undefined> }) => {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const [sent, setSent] = useState<Sent>('no');
  const [notice, setNotice] = useState<string>();
  // A form with a one-time code, once its code was asked for: the values it was asked with and the server's (neutral) answer.
  const [asked, setAsked] = useState<{ values: Record<string, unknown>; message: string }>();
  const headingId = useId();
  const child = registry.get(form.resource)!;
  const open = Object.entries(form.openWhen ?? {}).every(([field, values]) => values.includes(record[field] as string));
  const texts = publicFormTexts(apiName, formKey);
  const fields = form.fields.filter((name) => !form.fromPath?.includes(name));
  // The page's own words for a refused sending (SPEC §8 "Failed to submit answers"), before the server's reason.
  const submitFailed = translate(`${texts}.submitFailed`, { _: '' });
  const path = `/api/public/${encodeURIComponent(apiName)}/${encodeURIComponent(String(record.id))}${formKey ? `/forms/${encodeURIComponent(formKey)}` : ''}`;
  if (!open) return <Alert severity="info" sx={{ mt: 3 }}>{translate(`${texts}.closed`)}</Alert>;
  if (sent === 'yes') return <Alert severity="success" role="status" sx={{ mt: 3 }}>{translate(`${texts}.sent`)}</Alert>;

  /** Says a refusal as a notice, and answers the field errors the page shows on its inputs. */
  const refused = (answer: PublicAnswer, shown: readonly string[]) => {
    if (answer.status === 429) setNotice(translate('app.publicPage.throttled'));
    else setNotice([submitFailed, answer.body.message ?? (submitFailed ? undefined : translate('app.publicPage.failed'))].filter(Boolean).join(': '));
    return Object.fromEntries(Object.entries(answer.body.errors ?? {}).filter(([name]) => shown.includes(name)));
  };
  const failed = () => {
    setNotice(submitFailed || translate('app.publicPage.failed'));
    return undefined;
  };
  /** Sends the form (with its proof, if any): a thank-you, or the refusal on the inputs shown. */
  const send = async (body: Record<string, unknown>, shown: readonly string[]) => {
    const answer = await postPublic(path, body);
    if (answer.ok) {
      setSent('yes');
      return undefined;
    }
    return refused(answer, shown);
  };
  /** Asks for a one-time code: the server answers the same whoever the values name. */
  const askCode = async (values: Record<string, unknown>) => {
    const answer = await postPublic(`${path}/code`, values);
    if (!answer.ok) return refused(answer, fields);
    setAsked({ values, message: answer.body.message ?? '' });
    return undefined;
  };

  const submit = async (values: Record<string, unknown>) => {
    setNotice(undefined);
    // The fields the page's address carries (the visitor's phone) are sent as it gives them.
    const fromPath = Object.fromEntries((form.fromPath ?? []).map((name) => [name, pathValues[name]]));
    const body = { ...Object.fromEntries(fields.filter((name) => values[name] !== undefined && values[name] !== '').map((name) => [name, values[name]])), ...fromPath };
    // The personal link the club sent (a visitor's survey link) says who answers; without it the answer is anonymous.
    const token = form.personalLink ? searchParams.get('token') : null;
    try {
      if (form.oneTimeCode) return await askCode(body);
      return await send(token ? { ...body, token } : body, fields);
    } catch {
      return failed();
    }
  };
  const sendWithCode = async (code: string) => {
    setNotice(undefined);
    try {
      return await send({ ...asked!.values, code }, ['code']);
    } catch {
      return failed();
    }
  };
  const askAgain = async () => {
    setNotice(undefined);
    try {
      const errors = await askCode(asked!.values);
      if (errors && Object.keys(errors).length) setAsked(undefined);
    } catch {
      failed();
    }
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {translate(`${texts}.title`)}
      </Typography>
      {form.oneTimeCode && (
        <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.publicPage.oneTimeCode.step', { step: asked ? 2 : 1 })}
        </Typography>
      )}
      {notice && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {asked ? (
        <OneTimeCodeStep message={asked.message} submitLabel={translate(`${texts}.submit`)} onSubmit={sendWithCode} onAskAgain={askAgain} onChangeDetails={() => setAsked(undefined)} />
      ) : (
        <ResourceContextProvider value={resourceNameFor(form.resource)}>
          <Form onSubmit={submit} className="public-form">
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>{fields.map((name) => renderInput(name, child.fields[name]!, form.resource, 'create'))}</Box>
            <SaveButton label={form.oneTimeCode ? translate('app.publicPage.oneTimeCode.ask') : translate(`${texts}.submit`)} alwaysEnable />
          </Form>
        </ResourceContextProvider>
      )}
    </Box>
  );
};
